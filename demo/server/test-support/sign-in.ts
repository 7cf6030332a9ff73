// Drives the real authorization-code + PKCE flow over HTTP, as a browser would (tests and
// manual checks): authorize, login form, redirect back, token exchange.
import { createHash, randomBytes } from 'node:crypto';

/** Tokens from the token endpoint. */
export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

/** Who signs in, and as which client. */
export interface SignInOptions {
  email: string;
  password: string;
  clientId?: string;
  redirectUri?: string;
  scope?: string;
  /** Answers the 2FA step when the customer has it on. */
  mfaCode?: () => string;
  /** Sent with every browser request, e.g. `x-forwarded-for` to play another address. */
  headers?: Record<string, string>;
}

/** A minimal cookie jar: enough for the provider's cookies on one origin. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Headers sent with every request made with this jar (the "browser's" own). */
  constructor(readonly defaultHeaders: Record<string, string> = {}) {}

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** One request with the jar's cookies, never following redirects. */
export async function request(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(jar.defaultHeaders);
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Follows redirects until one leaves the provider (the client's redirect URI) or a page. */
export async function follow(jar: CookieJar, origin: string, start: Response, stopAt: string) {
  let response = start;
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (!location || response.status < 300 || response.status >= 400) return { response };
    const next = new URL(location, origin).toString();
    if (next.startsWith(stopAt)) return { response, redirectedTo: next };
    response = await request(jar, next);
  }
  throw new Error('too many redirects');
}

/** The login form's action (the interaction URL) from its HTML. */
export function formAction(html: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on page: ${html.slice(0, 300)}`);
  return action.replaceAll('&amp;', '&');
}

/** Starts sign-in and returns the login page (response, HTML, jar) without submitting it. */
export async function openLoginPage(
  origin: string,
  options: Omit<SignInOptions, 'email' | 'password'> = {},
) {
  const jar = new CookieJar(options.headers);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const clientId = options.clientId ?? 'account-centre';
  const redirectUri = options.redirectUri ?? `${origin}/auth/callback`;
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(`${origin}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid email profile offline_access',
    state,
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  const first = await request(jar, authorize.toString());
  const { response } = await follow(jar, origin, first, redirectUri);
  const html = await response.text();
  return { jar, html, response, verifier, clientId, redirectUri, state };
}

/** Posts a form (urlencoded) with the jar. */
export function postForm(jar: CookieJar, url: string, fields: Record<string, string>) {
  return request(jar, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Runs the whole flow and returns the tokens; throws if any step does not go as a browser's would. */
export async function signIn(origin: string, options: SignInOptions): Promise<TokenSet> {
  return (await signInSession(origin, options)).tokens;
}

/** {@link signIn} that also returns the browser's cookie jar (its provider session). */
export async function signInSession(
  origin: string,
  options: SignInOptions,
): Promise<{ tokens: TokenSet; jar: CookieJar }> {
  const page = await openLoginPage(origin, options);
  const { jar, verifier, clientId, redirectUri } = page;
  let response = await postForm(jar, new URL(formAction(page.html), origin).toString(), {
    email: options.email,
    password: options.password,
  });
  if (response.status === 200 && options.mfaCode) {
    const html = await response.text();
    response = await postForm(jar, new URL(formAction(html), origin).toString(), {
      code: options.mfaCode(),
    });
  }
  const { redirectedTo } = await follow(jar, origin, response, redirectUri);
  if (!redirectedTo) throw new Error(`sign-in did not redirect back (status ${response.status})`);
  const back = new URL(redirectedTo);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code in ${redirectedTo}`);
  if (back.searchParams.get('state') !== page.state) throw new Error('state mismatch');
  const token = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  if (!token.ok) throw new Error(`token endpoint: ${token.status} ${await token.text()}`);
  return { tokens: (await token.json()) as TokenSet, jar };
}

/** Uses a refresh token (public client: no secret). */
export async function refresh(origin: string, refreshToken: string, clientId = 'account-centre') {
  const response = await fetch(`${origin}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: clientId,
    }).toString(),
  });
  return {
    status: response.status,
    body: (await response.json()) as TokenSet & { error?: string },
  };
}

/** Headers the front ends send on every API call. */
export function authHeaders(
  tokens: Pick<TokenSet, 'access_token' | 'id_token'>,
): Record<string, string> {
  return { authorization: `Bearer ${tokens.access_token}`, 'x-idtoken': tokens.id_token };
}

/**
 * The account centre's silent renewal request (`prompt=none` to `/auth/renew`), as its hidden
 * iframe sends it: with a provider session it answers a code, without one `login_required`.
 */
export function silentRenewUrl(origin: string, extra: Record<string, string> = {}): string {
  const url = new URL(`${origin}/oidc/auth`);
  url.search = new URLSearchParams({
    client_id: 'account-centre',
    redirect_uri: `${origin}/auth/renew`,
    response_type: 'code',
    scope: 'openid',
    prompt: 'none',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  return url.toString();
}
