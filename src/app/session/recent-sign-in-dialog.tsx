// "Confirm it's you" (issue 25): a change the server refused for want of a recent sign-in waits
// while the customer enters their password here; confirmed, the API client sends the same
// change again. Loaded only when a change first asks (recent-sign-in-host.tsx).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, type ButtonState } from '../../components/button/button';
import { Modal } from '../../components/modal/modal';
import { PasswordInput } from '../../components/password-input/password-input';
import { ApiError } from '../../lib/http/api-client';
import { describeFailure } from '../../lib/http/failure';
import { confirmRecentSignIn } from '../../lib/http/user-api';
import type { Translate } from '../../lib/shared/i18n/catalogue';
import { useText } from '../../lib/shared/i18n/use-text';
import { sessionText, type SessionKey } from './text';

/** Props of {@link RecentSignInDialog}. */
export interface RecentSignInDialogProps {
  open: boolean;
  /** True once the customer confirmed; false when they closed the dialog. */
  onDone: (confirmed: boolean) => void;
  /**
   * Other ways to confirm, shown under the password (e.g. "Use a passkey"): gets `confirmed`,
   * to call once the server has marked the session recent (markRecentSignIn on the server).
   */
  extraMethods?: (confirmed: () => void) => ReactNode;
}

/** The dialog's words for a failed confirmation. */
function failureText(error: unknown, t: Translate<SessionKey>): string {
  if (error instanceof ApiError && error.status === 403) return t('confirm.wrongPassword');
  // 429 (the guessing throttle) already says how long to wait.
  if (error instanceof ApiError && error.status === 429) return error.message;
  return describeFailure(t('confirm.failed'), error);
}

export function RecentSignInDialog({ open, onDone, extraMethods }: RecentSignInDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<ButtonState>('empty');
  const t = useText(sessionText);

  const finish = (confirmed: boolean) => {
    setPassword('');
    setError(null);
    setState('empty');
    onDone(confirmed);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'pending') return;
    if (!password) {
      setError(t('confirm.passwordRequired'));
      return;
    }
    setError(null);
    setState('pending');
    try {
      await confirmRecentSignIn(password);
      finish(true);
    } catch (failure) {
      setState('empty');
      setError(failureText(failure, t));
    }
  };

  return (
    <Modal
      open={open}
      size="small"
      title={t('confirm.title')}
      description={t('confirm.description')}
      escapeCloses
      onClose={() => {
        if (state !== 'pending') finish(false);
      }}
    >
      <form className="recent-sign-in" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordInput
          label={t('confirm.password')}
          autoComplete="current-password"
          value={password}
          error={error ?? undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {extraMethods?.(() => finish(true))}
        <div className="shs-modal__footer">
          <Button variant="secondary" disabled={state === 'pending'} onClick={() => finish(false)}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" state={state}>
            {t('confirm.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
