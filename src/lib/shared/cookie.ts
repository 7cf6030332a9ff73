// Writes the account centre's cookies: the customer cookie (spec 9.1, auth/cookies.ts) and the
// language choice the provider's sign-in pages read (i18n/language.ts). Both go through
// js-cookie, loaded when a cookie is written rather than with the app: no first view needs a
// cookie written, and the library was 0.4 kB of every first load for these two writes (issue 29).
// <shs-header> reads them back with js-cookie too.
import type Cookies from 'js-cookie';

/** A cookie's attributes as js-cookie takes them (`expires` in days from now). */
export type CookieAttributes = Cookies.CookieAttributes;

/** Sets cookie `name` to `value` with js-cookie; resolves once it is written. */
export async function setCookie(
  name: string,
  value: string,
  attributes: CookieAttributes = {},
): Promise<void> {
  const { default: Cookies } = await import('js-cookie');
  Cookies.set(name, value, attributes);
}
