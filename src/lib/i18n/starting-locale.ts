// Which language a visit starts in (issue 28), on its own so the light sign-in starter
// (src/app/start/sign-in-start.ts) asks the provider for the same language as the app without
// loading the app's language machinery (React, catalogues, js-cookie). language.ts re-exports it.
import { isLocale, pickLocale, type Locale } from '../shared/i18n/locales';
import { cookieValue } from '../shared/request-headers';

/** The localStorage key and the cookie name of the choice (app/start/theme.js reads the key too). */
export const LANGUAGE_KEY = 'shs-lang';

/** The language the customer chose on this device, if any. */
export function readLanguageChoice(
  storage: Pick<Storage, 'getItem'> | undefined,
): Locale | undefined {
  try {
    const value = storage?.getItem(LANGUAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined; // storage blocked: the browser's languages decide
  }
}

/** The choice the cookie holds, if any. */
function cookieChoice(cookies: string): Locale | undefined {
  const value = cookieValue(cookies, LANGUAGE_KEY);
  return isLocale(value) ? value : undefined;
}

/** A choice made on the provider's sign-in page during this visit's sign-in, not yet saved. */
let signInPageChoice: Locale | undefined;

/**
 * The language a visit starts in: the choice on this device (the cookie first: the sign-in page's
 * switch writes only the cookie, so when the two differ the cookie is the newer choice, which
 * this device then keeps), else the browser's first language we speak.
 */
export function startingLocale(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
  languages: readonly string[] = globalThis.navigator?.languages ?? [],
  cookies: string = globalThis.document?.cookie ?? '',
): Locale {
  const stored = readLanguageChoice(storage);
  const fromSignInPage = cookieChoice(cookies);
  if (fromSignInPage && fromSignInPage !== stored) {
    signInPageChoice = fromSignInPage;
    try {
      storage?.setItem(LANGUAGE_KEY, fromSignInPage);
    } catch {
      // Storage blocked: the cookie still holds it.
    }
  }
  return fromSignInPage ?? stored ?? pickLocale(languages);
}

/**
 * The language chosen on the sign-in page during this visit, once: the session saves it to the
 * account (it is newer than what the account remembers); without one, the account's choice is
 * shown instead.
 */
export function takeSignInPageChoice(): Locale | undefined {
  const choice = signInPageChoice;
  signInPageChoice = undefined;
  return choice;
}
