// The end of every form that saves a sensitive change: the current password (spec 4.3 and
// ARCHITECTURE.md section 6: sensitive changes need it), then Save and Cancel. One component so
// every such form asks the same way and keeps its buttons in the same order.
import type { ChangeEvent } from 'react';
import { Button, type ButtonState } from '../button/button';
import { PasswordInput } from '../password-input/password-input';
import './form-footer.css';
import { useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';

/** The current-password field of a {@link FormFooter}. */
export interface CurrentPasswordField {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Form field name; `currentPassword` unless given. */
  name?: string;
  /** Why it is asked; the default says it confirms who is saving. */
  hint?: string;
}

/**
 * The current-password field on its own, for a form whose buttons are not Save and Cancel (a
 * two-factor change asks for it too).
 */
export function CurrentPasswordInput({
  value,
  error,
  onChange,
  name = 'currentPassword',
  hint,
}: CurrentPasswordField) {
  const t = useText(componentsText);
  return (
    <PasswordInput
      name={name}
      label={t('currentPassword.label')}
      hint={hint ?? t('currentPassword.hint')}
      required
      value={value}
      error={error}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
    />
  );
}

/** Props of {@link FormFooter}. */
export interface FormFooterProps {
  /** Asks for the current password above the buttons when given. */
  currentPassword?: CurrentPasswordField;
  /** Text of the submit button; 'Save' unless given. */
  saveLabel?: string;
  saveState?: ButtonState;
  onCancel: () => void;
  /** Disables Cancel, e.g. while the save is on its way. */
  cancelDisabled?: boolean;
  /** Said to screen readers (a polite status) while the form shows errors. */
  errorSummary?: string | null;
}

/** Current password (optional), Save and Cancel, and an announcement of errors. */
export function FormFooter({
  currentPassword,
  saveLabel,
  saveState = 'empty',
  onCancel,
  cancelDisabled,
  errorSummary,
}: FormFooterProps) {
  const t = useText(componentsText);
  return (
    <>
      {currentPassword && <CurrentPasswordInput {...currentPassword} />}
      <div className="shs-form-footer">
        <Button type="submit" state={saveState}>
          {saveLabel ?? t('formFooter.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={cancelDisabled}>
          {t('formFooter.cancel')}
        </Button>
      </div>
      {errorSummary ? (
        <p className="shs-visually-hidden" role="status">
          {errorSummary}
        </p>
      ) : null}
    </>
  );
}
