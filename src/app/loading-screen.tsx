// The Loading... spinner shown until the authentication status is resolved (spec 2.2).
import { APP_MESSAGES } from './messages';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{APP_MESSAGES.loading}</span>
    </div>
  );
}

/** Shown while the sign-in callback page itself loads. */
export function AuthenticatingScreen() {
  return (
    <main className="loading-screen loading-screen--page" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{APP_MESSAGES.authenticating}</span>
    </main>
  );
}
