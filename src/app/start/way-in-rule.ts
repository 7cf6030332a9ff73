// The early decision of the way in (issue 29): a visit with no stored sign-in, on a page that
// needs one, goes straight to the sign-in request instead of downloading and running the whole
// account centre first only to learn that. It runs in a tiny blocking <head> script (way-in.ts),
// before the app's entry is fetched, so it cannot ask the router: the build gives it the route
// table's signed-in pages as one regular expression (signed-in-pages.ts). When unsure, it answers
// "load the app": the app's own guards then decide, exactly as before.
import { USER_KEY_PREFIX } from '../../lib/shared/stored-user';

/**
 * True when oidc-client-ts keeps any user in `storage`: valid, expired (the app may renew it with
 * its refresh token) or of another configuration. The exact key needs config.json, which the head
 * script does not wait for; any stored user means the app, which knows, decides.
 */
export function hasStoredUser(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(USER_KEY_PREFIX)) return true;
  }
  return false;
}

/**
 * True when a visit to `pathname` goes straight to sign-in: the page is one of `signedInPages`
 * and no user is stored. False (load the app) whenever storage cannot be read (`localStorage` is
 * read lazily: a browser that blocks storage throws on access); the app then shows what it shows
 * without storage.
 */
export function goesToSignIn(
  pathname: string,
  signedInPages: RegExp,
  localStorage: () => Pick<Storage, 'length' | 'key'>,
): boolean {
  try {
    return signedInPages.test(pathname) && !hasStoredUser(localStorage());
  } catch {
    return false;
  }
}
