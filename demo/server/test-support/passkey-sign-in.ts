// The passkey way through the provider's sign-in page, over HTTP as its script does it: ask the
// interaction for a challenge, sign it with a software authenticator, post the assertion.
import type { CeremonyOptions, SoftwareAuthenticator } from './software-authenticator.js';
import { formAction, postForm, request, type CookieJar } from './sign-in.js';

/** The sign-in interaction's passkey URLs, from the login page's HTML. */
export function passkeyUrls(origin: string, loginHtml: string) {
  const interaction = new URL(formAction(loginHtml), origin).toString().replace(/\/login$/, '');
  return { options: `${interaction}/passkey-options`, submit: `${interaction}/passkey` };
}

/** A fresh challenge of this sign-in (what the page's script asks for). */
export async function passkeyChallenge(jar: CookieJar, origin: string, loginHtml: string) {
  const response = await request(jar, passkeyUrls(origin, loginHtml).options, { method: 'POST' });
  if (!response.ok) throw new Error(`passkey-options answered ${response.status}`);
  return ((await response.json()) as { challenge: string }).challenge;
}

/** Asks for a challenge, has `authenticator` sign it (with `breaks`) and posts the form. */
export async function signInWithPasskey(
  jar: CookieJar,
  origin: string,
  loginHtml: string,
  authenticator: SoftwareAuthenticator,
  breaks: Partial<CeremonyOptions> = {},
  email = '',
) {
  const challenge = await passkeyChallenge(jar, origin, loginHtml);
  const rpId = new URL(origin).hostname;
  const assertion = authenticator.assert({ challenge, origin, rpId, ...breaks });
  return postForm(jar, passkeyUrls(origin, loginHtml).submit, {
    email,
    assertion: JSON.stringify(assertion),
  });
}
