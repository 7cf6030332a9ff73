import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import '../tokens.css';
import '../field/field.css';
import { FieldLabel } from '../field/field-label';
import { describedBy, displayedPlaceholder } from '../field/field-text';
import { FieldMessages } from '../field/field-messages';

/** Props of {@link TextInput}: native input attributes plus the ones below. */
export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Visible label. Without one, the placeholder (or aria-label) names the input. */
  label?: string;
  /** Error message; marks the input aria-invalid and describes it. */
  error?: string;
  /** Help text under the input. */
  hint?: string;
}

/**
 * A labelled text input with hint and error. Spec 5: when required and without a visible
 * label it shows an asterisk after the placeholder and is named by aria-label.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hint, id, placeholder, required, className, type = 'text', ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['shs-field', className].filter(Boolean).join(' ')}>
      {label && (
        <FieldLabel htmlFor={inputId} required={required}>
          {label}
        </FieldLabel>
      )}
      <input
        aria-label={label ? undefined : placeholder}
        {...rest}
        ref={ref}
        id={inputId}
        type={type}
        className="shs-control"
        placeholder={displayedPlaceholder(placeholder, required, Boolean(label))}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(rest['aria-describedby'], hintId, errorId)}
      />
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
});
