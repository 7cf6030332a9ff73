// What the sign-in library watches once it has loaded (after the first paint): other tabs, the
// provider's session and silent renewal. Loaded with the library, not with the first page.
import type { AuthService } from '../../lib/auth/auth';
import type { Session } from './session';
import { showSignedOutHere, type Navigator } from './signed-out-elsewhere';

export function watchSession(auth: AuthService, session: Session, router: Navigator): void {
  // The sign-in library keeps one state per request; drop the ones left by abandoned logins.
  void auth.userManager.clearStaleState();
  // Another tab refreshed the tokens: this tab takes them. (Another tab's sign-out is heard from
  // start-up, signed-out-elsewhere.ts.)
  auth.watchOtherTabs({ onUserUpdatedElsewhere: (user) => session.markSignedIn(user) });
  // The provider's session ended (signed out in another application): the same as another tab.
  auth.userManager.events.addUserSignedOut(async () => {
    await auth.userManager.removeUser();
    showSignedOutHere(session, router);
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
