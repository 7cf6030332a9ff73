// Stands in for a value that is still loading, at the size of a typical one: its sample text is
// laid out (so it wraps like the value will) but not shown, under a quiet bar. A part of a page
// that keeps its height while its data loads moves nothing below it when the data arrives
// (issue 29: the billing overview's "How you pay" jumped by the bill's height, a layout shift
// of 0.09 at 412 px).
import '../tokens.css';
import './text-placeholder.css';

/** Props of {@link TextPlaceholder}. */
export interface TextPlaceholderProps {
  /** Text as long as a typical value (never shown nor read out: only its size counts). */
  sample: string;
}

/** A bar the size of `sample`, hidden from assistive technology (a loader says what loads). */
export function TextPlaceholder({ sample }: TextPlaceholderProps) {
  return (
    <span className="shs-text-placeholder" aria-hidden="true">
      {sample}
    </span>
  );
}
