// What the sign-in library watches once it has loaded (after the first paint): other tabs, the
// provider's session and silent renewal. Loaded with the library, not with the first page.
import type { AuthService } from '../../lib/auth/auth';
import { ERROR_STATES, href } from '../../lib/routing/paths';
import type { Session } from './session';

/** The router's one method used here. */
interface Navigator {
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
}

export function watchSession(auth: AuthService, session: Session, router: Navigator): void {
  // The sign-in library keeps one state per request; drop the ones left by abandoned logins.
  void auth.userManager.clearStaleState();
  // Another tab signed out: say so here instead of signing in again at once, which would race
  // the other tab's end-session request at the provider.
  const signedOutElsewhere = () => {
    session.clearLocalState();
    void router.navigate(href.error(ERROR_STATES.notLoggedIn), { replace: true });
  };
  auth.watchOtherTabs({
    onSignedOutElsewhere: signedOutElsewhere,
    onUserUpdatedElsewhere: (user) => session.markSignedIn(user),
  });
  auth.userManager.events.addUserSignedOut(async () => {
    await auth.userManager.removeUser();
    signedOutElsewhere();
  });
  auth.userManager.events.addSilentRenewError((error) => {
    // The next navigation's sign-in check sends the user to login; nothing to show now.
    console.warn('Silent token renewal failed.', error);
  });
  // Arms the renewal timers on the stored user (the library does this when it loads a user).
  void auth.userManager.getUser().then((user) => {
    if (user) void auth.userManager.events.load(user, false);
  });
}
