import { useId, useState, type InputHTMLAttributes } from 'react';
import '../tokens.css';
import '../field/field.css';
import { Icon } from '../icon/icon';
import { FieldLabel } from '../field/field-label';
import { describedBy } from '../field/field-text';
import { FieldMessages } from '../field/field-messages';
import { useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';

/** Props of {@link PasswordInput}: native input attributes plus the ones below. */
export interface PasswordInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'size'
> {
  /** Visible label. */
  label: string;
  /** Error message; marks the input aria-invalid and describes it. */
  error?: string;
  /** Help text under the input. */
  hint?: string;
  /**
   * Accessible name of the show/hide toggle (its pressed state says which). Defaults to 'Show
   * password' (in the reader's language).
   */
  toggleLabel?: string;
}

/**
 * A password field with a show/hide toggle (spec 4.6). The toggle is a pressed/not-pressed
 * button; the text goes back to hidden as soon as focus leaves the field and the toggle.
 */
export function PasswordInput({
  label,
  error,
  hint,
  id,
  toggleLabel,
  autoComplete = 'current-password',
  onBlur,
  ...rest
}: PasswordInputProps) {
  const t = useText(componentsText);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [shown, setShown] = useState(false);
  return (
    <div
      className="shs-field"
      onBlur={(event) => {
        // Moving between the field and its own toggle is not leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setShown(false);
      }}
    >
      <FieldLabel htmlFor={inputId} required={rest.required}>
        {label}
      </FieldLabel>
      <div className="shs-control-group" data-invalid={error ? true : undefined}>
        <input
          {...rest}
          id={inputId}
          className="shs-control"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          onBlur={onBlur}
        />
        <button
          type="button"
          className="shs-icon-button"
          aria-label={toggleLabel ?? t('password.show')}
          aria-pressed={shown}
          aria-controls={inputId}
          // Keeps the focus in the field when the toggle is clicked, as a person expects.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown((s) => !s)}
        >
          <Icon name={shown ? 'eye-off' : 'eye'} size={22} />
        </button>
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
