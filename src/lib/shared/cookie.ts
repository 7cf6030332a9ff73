// Writes cookies for the account centre and <shs-header>: the customer cookie (spec 9.1: the
// app's in auth/cookies.ts, the header's in hooks/use-customer-cookie.ts) and the language choice
// the provider's sign-in pages read (i18n/language.ts). All go through js-cookie, loaded when a
// cookie is written rather than with either first load: no first view needs a cookie written,
// and the library was 0.4 kB of the app's and 0.5 kB of the header's first load (issue 29).
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
