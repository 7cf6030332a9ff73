// The hint and error lines under every input of the widget kit: one markup, so every control
// is described the same way (ids for aria-describedby, the error after the hint).
import type { ReactNode } from 'react';

/** Props of {@link FieldMessages}. */
export interface FieldMessagesProps {
  /** Id of the hint line; the control lists it in aria-describedby. */
  hintId?: string;
  /** Id of the error line; the control lists it in aria-describedby while it shows. */
  errorId?: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** The hint (when given) and the error (when there is one) of a form control. */
export function FieldMessages({ hintId, errorId, hint, error }: FieldMessagesProps) {
  return (
    <>
      {hint && (
        <p id={hintId} className="shs-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="shs-field__error">
          {error}
        </p>
      )}
    </>
  );
}
