// The Session Timeout modal (spec 2.2, 4.2): opens one hour after sign-in, has a Log In button,
// no close button, and Esc does not dismiss it (the session really is over).
import { withWords } from '../../lib/i18n/language';
import { Suspense, lazy, useEffect, useState } from 'react';
import { SESSION_TIMEOUT_MS } from './session';

// Nobody needs the dialog's code during the first hour: keep it out of the first load.
const SessionTimeoutDialog = lazy(async () => ({
  default: (await withWords(import('./session-timeout-dialog'))).SessionTimeoutDialog,
}));

/** Milliseconds until the timeout for a sign-in at `signedInAt` (0 when already past). */
export function msUntilTimeout(signedInAt: number, now: number): number {
  return Math.max(0, signedInAt + SESSION_TIMEOUT_MS - now);
}

/** Props of {@link SessionTimeoutModal}. */
export interface SessionTimeoutModalProps {
  /** False while nobody is signed in: no timer runs. */
  active: boolean;
  /** When the current sign-in happened (ms since the epoch). */
  signedInAt: () => number;
  onLogIn: () => Promise<void>;
}

export function SessionTimeoutModal({ active, signedInAt, onLogIn }: SessionTimeoutModalProps) {
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!active) {
      setTimedOut(false);
      return;
    }
    const timer = setTimeout(() => setTimedOut(true), msUntilTimeout(signedInAt(), Date.now()));
    return () => clearTimeout(timer);
  }, [active, signedInAt]);

  if (!timedOut) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutDialog onLogIn={onLogIn} />
    </Suspense>
  );
}
