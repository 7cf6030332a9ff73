// With 2FA on: how many recovery codes are left, and new ones for the current password.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button';
import { InlineMessage } from '../../../components/inline-message/inline-message';
import { CurrentPasswordInput } from '../../../components/form-footer/form-footer';
import { describeFailure, isWrongCurrentPassword } from '../../../lib/http/failure';
import { PROFILE_ERRORS, RECOVERY_TEXT, VALIDATION } from '../messages';
import { useRecoveryCodeCount, useRenewRecoveryCodes } from '../queries';

/** Props of {@link RecoveryCodesPanel}. */
export interface RecoveryCodesPanelProps {
  /** Receives the new codes, to show them once. */
  onCodes: (codes: string[]) => void;
}

/** The remaining count and the "Get new recovery codes" form. */
export function RecoveryCodesPanel({ onCodes }: RecoveryCodesPanelProps) {
  const count = useRecoveryCodeCount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const renew = useRenewRecoveryCodes({
    onSuccess: ({ recoveryCodes }) => {
      onCodes(recoveryCodes);
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) setPasswordError(PROFILE_ERRORS.invalidCurrentPassword);
      else setFailure(describeFailure(RECOVERY_TEXT.renewFailed, error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!password) {
      setPasswordError(VALIDATION.currentPasswordRequired);
      return;
    }
    setPasswordError(undefined);
    renew.mutate(password);
  };

  return (
    <section className="recovery-codes" aria-labelledby="recovery-panel-title">
      <h2 id="recovery-panel-title" className="shs-panel__title">
        {RECOVERY_TEXT.title}
      </h2>
      {count.data ? <p>{RECOVERY_TEXT.remaining(count.data.remaining)}</p> : null}
      <p>{RECOVERY_TEXT.renewHint}</p>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <form className="profile-form" onSubmit={submit} noValidate>
        <CurrentPasswordInput value={password} error={passwordError} onChange={setPassword} />
        <div className="profile-form__actions">
          <Button type="submit" variant="secondary" state={renew.isPending ? 'pending' : 'empty'}>
            {RECOVERY_TEXT.renew}
          </Button>
        </div>
      </form>
    </section>
  );
}
