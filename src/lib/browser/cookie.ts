// Writes a cookie: the account centre sets two, the customer cookie (spec 9.1, auth/cookies.ts)
// and the language choice the provider's sign-in pages read (i18n/language.ts). A few lines
// instead of js-cookie, which came to 0.7 kB of the first load for those two writes (issue 29);
// <shs-header> keeps js-cookie for its reads and writes, and reads these cookies back the same.

/** A cookie's attributes, named as js-cookie names them; `expires` is in days from now. */
export interface CookieAttributes {
  expires?: number;
  /** `/` unless given, as with js-cookie. */
  path?: string;
  domain?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

/** Sets cookie `name` to `value`, both URI-encoded (what js-cookie and the server decode). */
export function setCookie(
  name: string,
  value: string,
  { expires, path = '/', domain, sameSite, secure }: CookieAttributes = {},
  doc: Pick<Document, 'cookie'> = document,
): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}`;
  if (expires !== undefined)
    cookie += `; expires=${new Date(Date.now() + expires * 864e5).toUTCString()}`;
  if (domain) cookie += `; domain=${domain}`;
  if (sameSite) cookie += `; samesite=${sameSite}`;
  if (secure) cookie += '; secure';
  doc.cookie = cookie;
}
