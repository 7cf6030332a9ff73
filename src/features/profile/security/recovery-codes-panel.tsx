// With 2FA on: how many recovery codes are left, and new ones for the current password.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button';
import { InlineMessage } from '../../../components/inline-message/inline-message';
import { CurrentPasswordInput } from '../../../components/form-footer/form-footer';
import { describeFailure, isWrongCurrentPassword } from '../../../lib/http/failure';
import { useText } from '../../../lib/shared/i18n/use-text';
import { useRecoveryCodeCount, useRenewRecoveryCodes } from './security-queries';
import { profileText } from '../text';

/** Props of {@link RecoveryCodesPanel}. */
export interface RecoveryCodesPanelProps {
  /** Receives the new codes, to show them once. */
  onCodes: (codes: string[]) => void;
}

/** The remaining count and the "Get new recovery codes" form. */
export function RecoveryCodesPanel({ onCodes }: RecoveryCodesPanelProps) {
  const t = useText(profileText);
  const count = useRecoveryCodeCount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const renew = useRenewRecoveryCodes({
    onSuccess: ({ recoveryCodes }) => {
      onCodes(recoveryCodes);
    },
    onError: (error) => {
      if (isWrongCurrentPassword(error)) setPasswordError(t('invalidCurrentPassword'));
      else setFailure(describeFailure(t('recovery.renewFailed'), error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!password) {
      setPasswordError(t('currentPasswordRequired'));
      return;
    }
    setPasswordError(undefined);
    renew.mutate(password);
  };

  return (
    <section className="recovery-codes" aria-labelledby="recovery-panel-title">
      <h2 id="recovery-panel-title" className="shs-panel__title">
        {t('recovery.title')}
      </h2>
      {count.data ? <p>{t('recovery.remaining', { count: count.data.remaining })}</p> : null}
      <p>{t('recovery.renewHint')}</p>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <form className="profile-form" onSubmit={submit} noValidate>
        <CurrentPasswordInput value={password} error={passwordError} onChange={setPassword} />
        <div className="profile-form__actions">
          <Button type="submit" variant="secondary" state={renew.isPending ? 'pending' : 'empty'}>
            {t('recovery.renew')}
          </Button>
        </div>
      </form>
    </section>
  );
}
