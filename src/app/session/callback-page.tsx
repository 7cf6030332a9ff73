// /auth/callback (spec 2.1): finishes the sign-in redirect, then returns to the saved path;
// a failure is stored (errorCode auth_callback) and shown on the error page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearAuthError, storeAuthError, toStoredAuthError } from '../../lib/auth/auth-error';
import { cancelDestination } from '../../lib/auth/return-path';
import { authWords } from '../../lib/auth/text';
import { CONFIG_MESSAGES } from '../../lib/shared/messages';
import { useAppServices } from './app-context';
import { AuthenticatingScreen } from '../loading-screen';
import type { Session } from './session';

/** Path of the error page a failed callback lands on. */
export const CALLBACK_ERROR_PATH = '/auth-error';

/** The OAuth error a cancelled sign-in comes back with ("Cancel and go back"). */
const CANCELLED = 'access_denied';

/**
 * Finishes sign-in; resolves to where to go next (never rejects): an in-app path, or for a
 * sign-in the customer cancelled, the absolute URL of the page they came from (else
 * `cancelFallback`, the storefront home) so "Cancel and go back" does what it says.
 */
export async function completeCallback(
  session: Session,
  url?: string,
  cancelFallback = '/',
): Promise<string> {
  try {
    const auth = await session.getAuth();
    if (!auth) throw new Error(CONFIG_MESSAGES.missingConfiguration);
    const { user, returnPath } = await auth.completeSignIn(url);
    clearAuthError();
    session.recordSignIn();
    session.markSignedIn(user);
    return returnPath;
  } catch (error) {
    if ((error as { error?: unknown }).error === CANCELLED)
      return cancelDestination(cancelFallback);
    storeAuthError(toStoredAuthError(error, authWords()('callbackFailed')));
    return CALLBACK_ERROR_PATH;
  }
}

// The authorization code can be spent once: React's development double effects must share it.
let pending: Promise<string> | null = null;

export function CallbackPage() {
  const { session, config } = useAppServices();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    pending ??= completeCallback(session, undefined, config?.sites?.home ?? '/');
    void pending.then((to) => {
      if (!active) return;
      // A cancelled sign-in goes back to the page outside the app it came from.
      if (/^https?:\/\//.test(to)) window.location.replace(to);
      else void navigate(to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, config, navigate]);
  return <AuthenticatingScreen />;
}
