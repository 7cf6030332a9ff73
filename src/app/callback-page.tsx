// /auth/callback (spec 2.1): finishes the sign-in redirect, then returns to the saved path;
// a failure is stored (errorCode auth_callback) and shown on the error page.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearAuthError, storeAuthError, toStoredAuthError } from '../lib/auth-error';
import { AUTH_MESSAGES, CONFIG_MESSAGES } from '../lib/messages';
import { useAppServices } from './app-context';
import { AuthenticatingScreen } from './loading-screen';
import type { Session } from './session';

/** Path of the error page a failed callback lands on. */
export const CALLBACK_ERROR_PATH = '/auth-error';

/** Finishes sign-in; resolves to where to go next (never rejects). */
export async function completeCallback(session: Session, url?: string): Promise<string> {
  try {
    const auth = await session.getAuth();
    if (!auth) throw new Error(CONFIG_MESSAGES.missingConfiguration);
    const { user, returnPath } = await auth.completeSignIn(url);
    clearAuthError();
    session.recordSignIn();
    session.markSignedIn(user);
    return returnPath;
  } catch (error) {
    storeAuthError(toStoredAuthError(error, AUTH_MESSAGES.callbackFailed));
    return CALLBACK_ERROR_PATH;
  }
}

// The authorization code can be spent once: React's development double effects must share it.
let pending: Promise<string> | null = null;

export function CallbackPage() {
  const { session } = useAppServices();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    pending ??= completeCallback(session);
    void pending.then((to) => {
      if (active) void navigate(to, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, navigate]);
  return <AuthenticatingScreen />;
}
