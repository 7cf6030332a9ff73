// Another tab signed out: this tab forgets the customer and says so ("You are not logged in."),
// instead of signing in again at once, which would race the other tab's end-session request at
// the provider. Heard through the storage event that oidc-client-ts's removal of the stored user
// fires in every other tab, from start-up: it needs no sign-in library. The library loads once
// the page has gone quiet (session-watch.ts), and a tab opened seconds before a sign-out in
// another tab never heard it (app-tabs.e2e.ts).
import { ERROR_STATES, href } from '../../lib/routing/paths';
import { USER_KEY_PREFIX } from '../../lib/shared/stored-user';
import type { Session } from './session';

/** The router's one method used here. */
export interface Navigator {
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
}

/** Forgets the customer in this tab and shows the "not logged in" page. */
export function showSignedOutHere(session: Pick<Session, 'clearLocalState'>, router: Navigator) {
  session.clearLocalState();
  void router.navigate(href.error(ERROR_STATES.notLoggedIn), { replace: true });
}

/** Calls `onSignedOut` whenever another tab removes the stored user; returns the stop. */
export function watchSignOutElsewhere(
  onSignedOut: () => void,
  target: Window = window,
): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key?.startsWith(USER_KEY_PREFIX) && event.newValue === null) onSignedOut();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
