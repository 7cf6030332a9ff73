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
import { RECENT_SIGN_IN_TEXT as TEXT } from './recent-sign-in-messages';

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
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return TEXT.wrongPassword;
  // 429 (the guessing throttle) already says how long to wait.
  if (error instanceof ApiError && error.status === 429) return error.message;
  return describeFailure(TEXT.failed, error);
}

export function RecentSignInDialog({ open, onDone, extraMethods }: RecentSignInDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<ButtonState>('empty');

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
      setError(TEXT.passwordRequired);
      return;
    }
    setError(null);
    setState('pending');
    try {
      await confirmRecentSignIn(password);
      finish(true);
    } catch (failure) {
      setState('empty');
      setError(failureText(failure));
    }
  };

  return (
    <Modal
      open={open}
      size="small"
      title={TEXT.title}
      description={TEXT.description}
      escapeCloses
      onClose={() => {
        if (state !== 'pending') finish(false);
      }}
    >
      <form className="recent-sign-in" noValidate onSubmit={(event) => void submit(event)}>
        <PasswordInput
          label={TEXT.passwordLabel}
          autoComplete="current-password"
          value={password}
          error={error ?? undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {extraMethods?.(() => finish(true))}
        <div className="shs-modal__footer">
          <Button variant="secondary" disabled={state === 'pending'} onClick={() => finish(false)}>
            {TEXT.cancel}
          </Button>
          <Button type="submit" state={state}>
            {TEXT.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
