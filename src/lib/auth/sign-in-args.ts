// The extra parameters of the account centre's sign-in request, in one place because two callers
// build that request: the app's AuthService.signIn (UserManager.signinRedirect) and the light
// sign-in starter (src/app/start/sign-in-start.ts, OidcClient.createSigninRequest) that signed-out
// visits take before the app loads. Both must ask the provider for exactly the same thing.
import type { Locale } from '../shared/i18n/locales';

/** What signinRedirect passes on to createSigninRequest for a sign-in by redirect. */
export const REDIRECT_REQUEST_TYPE = 'si:r';

/** The request's extra parameters. */
export interface SignInArgs {
  /** `login` asks for credentials even while the provider's own session is alive. */
  prompt?: 'login';
  /** The provider's pages speak the customer's language (OIDC `ui_locales`, issue 28). */
  ui_locales: Locale;
}

/** The sign-in request's extra parameters for the customer's language. */
export function signInArgs(locale: Locale, forceLogin = false): SignInArgs {
  return { ...(forceLogin ? { prompt: 'login' as const } : {}), ui_locales: locale };
}
