// The Session Timeout modal (spec 2.2, 4.2): opens one hour after sign-in, has a Log In button,
// no close button, and Esc does not dismiss it (the session really is over).
import { useEffect, useId, useRef, useState } from 'react';
import { APP_MESSAGES } from './messages';
import { SESSION_TIMEOUT_MS } from './session';

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
  onLogIn: () => void;
}

export function SessionTimeoutModal({ active, signedInAt, onLogIn }: SessionTimeoutModalProps) {
  const [timedOut, setTimedOut] = useState(false);
  const [pending, setPending] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (!active) {
      setTimedOut(false);
      return;
    }
    const timer = setTimeout(() => setTimedOut(true), msUntilTimeout(signedInAt(), Date.now()));
    return () => clearTimeout(timer);
  }, [active, signedInAt]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (timedOut && !dialog.open) dialog.showModal();
    if (!timedOut && dialog.open) dialog.close();
  }, [timedOut]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Esc fires `cancel`; the session is over, so the dialog stays until the user logs in.
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        // Browsers may force-close on a repeated Esc: reopen while still timed out.
        if (timedOut) dialogRef.current?.showModal();
      }}
    >
      {timedOut ? (
        <div className="modal__body">
          <h2 id={titleId} className="modal__title">
            {APP_MESSAGES.sessionTimeoutTitle}
          </h2>
          <p id={textId}>{APP_MESSAGES.sessionTimeoutText}</p>
          <div className="modal__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={pending}
              autoFocus
              onClick={() => {
                setPending(true);
                onLogIn();
              }}
            >
              {APP_MESSAGES.logIn}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
