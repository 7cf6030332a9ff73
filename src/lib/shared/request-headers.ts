// Spec 7.1: the headers every call carries, built the same way by the account centre's client
// and <shs-header>'s commerce calls.

/** Tokens a signed-in front end sends. */
export interface RequestTokens {
  accessToken: string;
  idToken?: string;
}

/** The value of cookie `name` in a `document.cookie` string, or undefined. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The commerce tracking id the store back-end expects as `x-trid` (the `trid` cookie). */
export function readTrid(cookies: string = typeof document === 'undefined' ? '' : document.cookie) {
  return cookieValue(cookies, 'trid') || undefined;
}

/**
 * Bearer and `X-IdToken` when signed in; `x-trid` when a tracking id is given (only calls to
 * the store back-ends pass one).
 */
export function requestHeaders(
  tokens: RequestTokens | null | undefined,
  trid?: string,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (tokens?.accessToken) headers.Authorization = `Bearer ${tokens.accessToken}`;
  if (tokens?.idToken) headers['X-IdToken'] = tokens.idToken;
  if (trid) headers['x-trid'] = trid;
  return headers;
}
