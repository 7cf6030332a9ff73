// "Use a passkey" in "Confirm it's you" (issue 25): the server lists this customer's passkeys with
// a challenge bound to this session, the browser signs it, and the server marks the session
// recent (POST /recent-sign-in/passkey), the same as a typed password would.
import { useState } from 'react';
import { Button, type ButtonState } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { getPasskeyAssertion, PasskeyError } from '../../lib/auth/passkeys';
import { ApiError } from '../../lib/http/api-client';
import { describeFailure } from '../../lib/http/failure';
import {
  confirmRecentSignInWithPasskey,
  passkeyConfirmationOptions,
} from '../../lib/http/user-api';
import type { Translate } from '../../lib/shared/i18n/catalogue';
import { useText } from '../../lib/shared/i18n/use-text';
import { sessionText, type SessionKey } from './text';
import './use-passkey-button.css';

/** Props of {@link UsePasskeyButton}. */
export interface UsePasskeyButtonProps {
  /** Called once the server has marked the session recent. */
  onConfirmed: () => void;
}

function failureText(error: unknown, t: Translate<SessionKey>): string {
  if (error instanceof PasskeyError) return error.message;
  // 403: the passkey did not confirm it; 429: the guessing throttle says how long to wait.
  if (error instanceof ApiError && (error.status === 403 || error.status === 429)) {
    return error.message;
  }
  return describeFailure(t('confirm.passkeyFailed'), error);
}

/** Whether this browser can use passkeys at all (no button where it cannot). */
export function canUsePasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

export function UsePasskeyButton({ onConfirmed }: UsePasskeyButtonProps) {
  const [state, setState] = useState<ButtonState>('empty');
  const [error, setError] = useState<string | null>(null);
  const t = useText(sessionText);
  if (!canUsePasskeys()) return null;

  const confirm = async () => {
    if (state === 'pending') return;
    setError(null);
    setState('pending');
    try {
      const options = await passkeyConfirmationOptions();
      if (!options.allowCredentials?.length) {
        setState('empty');
        setError(t('confirm.noPasskeys'));
        return;
      }
      await confirmRecentSignInWithPasskey(await getPasskeyAssertion(options));
      setState('empty');
      onConfirmed();
    } catch (failure) {
      setState('empty');
      setError(failureText(failure, t));
    }
  };

  return (
    <div className="recent-sign-in__passkey">
      <p>{t('confirm.orPasskey')}</p>
      <Button variant="secondary" state={state} onClick={() => void confirm()}>
        {t('confirm.usePasskey')}
      </Button>
      {error ? <InlineMessage variant="error">{error}</InlineMessage> : null}
    </div>
  );
}
