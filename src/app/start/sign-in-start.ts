// The light sign-in starter (issue 29, "the way in"): the module the head script of index.html
// loads into the page when a signed-out visit asks for a page that needs sign-in, built on its
// own (scripts/build/way-in-script.ts) so the app's chunks are not split around it. It builds the
// very request the app's own sign-in builds (same settings from buildUserManagerSettings, same
// extra parameters from signInArgs, same state store, same saved return path and referrer), with
// oidc-client-ts's OidcClient instead of the app, React and the UserManager, and goes to the
// provider. The app's /auth/callback (UserManager.signinRedirectCallback) finishes it unchanged.
// Whatever goes wrong, the app loads in this same page and its guards and error pages take over.
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

/** What the starter needs from the browser (injected by tests). */
export interface SignInStartEnv {
  /** The page asked for (where the customer lands after sign-in) and where to go from it. */
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin' | 'replace'>;
  /** document.referrer of the page asked for (remembered for the return and "go back"). */
  referrer: string;
  localStorage: Storage;
  sessionStorage: Storage;
  loadConfig?: typeof loadRuntimeConfig;
  /** Loads the account centre in this page instead (app-entry.ts). */
  loadApp: () => void;
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

/** Starts the sign-in of the page asked for, or loads the app when it cannot. */
export async function startSignIn(env: SignInStartEnv): Promise<void> {
  const { pathname, search, hash, origin } = env.location;
  const asked = `${pathname}${search}${hash}`;
  const returnPath = isSafeInAppPath(asked) ? asked : '/';
  // start.tsx's bookkeeping, which the app does not get to do on this visit.
  rememberReferrer(env.referrer, origin, env.sessionStorage);
  rememberCameFrom(env.referrer, origin, isAppPath, env.sessionStorage);
  let url: string;
  try {
    url = await createSignInUrl(env, returnPath);
  } catch (error) {
    // Without config, with invalid sign-in settings or no provider the app shows its own page.
    console.error('The sign-in could not start here; loading the account centre.', error);
    env.loadApp();
    return;
  }
  // replace: Back from the login page returns to where the visit came from, not to this page.
  env.location.replace(url);
}
