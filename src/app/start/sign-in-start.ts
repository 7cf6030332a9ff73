// The light sign-in starter (issue 29, "the way in"): the module of sign-in-start.html, where the
// head script of index.html sends a signed-out visit to a page that needs sign-in. It builds the
// very request the app's own sign-in builds (same settings from buildUserManagerSettings, same
// extra parameters from signInArgs, same state store, same saved return path and referrer), with
// oidc-client-ts's OidcClient instead of the app, React and the UserManager, and goes to the
// provider. The app's /auth/callback (UserManager.signinRedirectCallback) finishes it unchanged.
// Whatever goes wrong, the visit goes back to the page asked for and the app loads as before.
import { OidcClient } from 'oidc-client-ts';
import { buildUserManagerSettings } from '../../lib/auth/auth-settings';
import {
  isSafeInAppPath,
  rememberCameFrom,
  rememberReferrer,
  saveReturnPath,
} from '../../lib/auth/return-path';
import { REDIRECT_REQUEST_TYPE, signInArgs } from '../../lib/auth/sign-in-args';
import { startingLocale } from '../../lib/i18n/starting-locale';
import { isAppPath } from '../../lib/routing/paths';
import { hasSsoSection, loadRuntimeConfig, validateSsoConfig } from '../../lib/shared/config';
import { readHandoff, WAY_IN_FALLBACK_KEY } from './way-in-handoff';

/** What the starter needs from the browser (injected by tests). */
export interface SignInStartEnv {
  location: Pick<Location, 'hash' | 'origin' | 'replace'>;
  localStorage: Storage;
  sessionStorage: Storage;
  loadConfig?: typeof loadRuntimeConfig;
}

/** The provider's sign-in URL for the handed-over visit (state and return path saved). */
export async function createSignInUrl(env: SignInStartEnv, returnPath: string): Promise<string> {
  const config = await (env.loadConfig ?? loadRuntimeConfig)();
  // Without config or with invalid sign-in settings the app shows its 503 page: it must load.
  if (!config || !hasSsoSection(config)) throw new Error('No sign-in configuration.');
  const sso = validateSsoConfig(config.sso);
  saveReturnPath(returnPath, env.sessionStorage);
  const client = new OidcClient(
    buildUserManagerSettings(sso, {
      origin: env.location.origin,
      tokenExpireWindow: config.tokenExpireWindow,
      userStorage: env.localStorage,
    }),
  );
  const request = await client.createSigninRequest({
    request_type: REDIRECT_REQUEST_TYPE,
    ...signInArgs(startingLocale(env.localStorage)),
  });
  return request.url;
}

/** Starts the sign-in of the visit the head script handed over. */
export async function startSignIn(env: SignInStartEnv): Promise<void> {
  const { returnPath: asked, referrer } = readHandoff(env.location.hash);
  const returnPath = isSafeInAppPath(asked) ? asked : '/';
  // start.tsx's bookkeeping, with the referrer of the page asked for (this page's is that page).
  rememberReferrer(referrer, env.location.origin, env.sessionStorage);
  rememberCameFrom(referrer, env.location.origin, isAppPath, env.sessionStorage);
  let url: string;
  try {
    url = await createSignInUrl(env, returnPath);
  } catch (error) {
    console.error('The sign-in could not start here; loading the account centre.', error);
    env.sessionStorage.setItem(WAY_IN_FALLBACK_KEY, '1');
    env.location.replace(returnPath);
    return;
  }
  // replace: Back from the login page returns to where the visit came from, not to this page.
  env.location.replace(url);
}
