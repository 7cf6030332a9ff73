import '../tokens.css';
import '../utilities.css';
import './loader.css';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** Spinner size. Spec 9.6: defaults to 'medium'. */
  size?: 'small' | 'medium' | 'large';
  /** What is loading, announced politely. Defaults to 'Loading'. */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** A spinner with a status announcement. */
export function Loader({ size = 'medium', label = 'Loading', showLabel = false }: LoaderProps) {
  return (
    <span role="status" className={`shs-loader shs-loader--${size}`}>
      <span className="shs-loader__spinner" aria-hidden="true" />
      <span className={showLabel ? 'shs-loader__label' : 'shs-visually-hidden'}>{label}</span>
    </span>
  );
}
