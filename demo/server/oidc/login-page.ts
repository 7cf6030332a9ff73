// The provider's own sign-in form (first step: email and password; second: 2FA code).
import { BROWSER_BUNDLE_PATH } from '../passkeys/browser-bundle.js';
import { escapeHtml, renderPage } from './html.js';

/** Shown for any wrong email/password combination: reveals nothing about which part was wrong. */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';

/** What the password step shows. */
export interface LoginPageOptions {
  uid: string;
  /** The email typed last time, kept after a failed attempt. */
  email?: string;
  error?: string;
  /** The throttle refused: offer the owner a sign-in link by mail (it skips the wait). */
  offerSignInLink?: boolean;
}

/**
 * "Sign in with a passkey": hidden until its script (passkey-sign-in.js) shows it, since without
 * script it can do nothing. The script asks `passkey-options` for a challenge, has the browser
 * sign it, and posts the assertion in this form; the typed email goes along so a refusal keeps it.
 * The client-side messages travel as data attributes, so every word stays in PASSKEY_TEXT.
 */
function passkeyPart(action: string): string {
  return `<section class="passkey" id="passkey" aria-label="Passkey" hidden>
  <p class="passkey__or"><span>${PASSKEY_TEXT.or}</span></p>
  <form class="form" id="passkey-form" method="post" action="${action}/passkey"
    data-options="${action}/passkey-options"
    data-cancelled="${escapeHtml(PASSKEY_TEXT.cancelled)}"
    data-unsupported="${escapeHtml(PASSKEY_TEXT.unsupported)}"
    data-failed="${escapeHtml(PASSKEY_TEXT.failed)}">
    <input type="hidden" name="email" value="">
    <input type="hidden" name="assertion" value="">
    <button class="button button--secondary" id="passkey-button" type="button">${PASSKEY_TEXT.button}</button>
  </form>
  <div class="alert" id="passkey-error" role="alert" hidden><p></p></div>
</section>`;
}

/** The same-origin scripts of the passkey button: the library's browser bundle, then ours. */
export const PASSKEY_SCRIPTS = [BROWSER_BUNDLE_PATH, '/server-assets/passkey-sign-in.js'];

/** What the sign-in link offer and its answer say; tests assert these. */
export const SIGN_IN_LINK_TEXT = {
  offer: 'Is this your account? We can email you a link that signs you in on this device now.',
  button: 'Email me a sign-in link',
  sent: 'If an account uses that email address, we have sent it a sign-in link. Open it in this browser within 15 minutes; it works once.',
  badLink:
    'This sign-in link has expired, has already been used, or was opened in another browser. Ask for a new one from the sign-in page.',
} as const;

/** What the passkey part of the sign-in page says; tests assert these (issue 25). */
export const PASSKEY_TEXT = {
  or: 'or',
  button: 'Sign in with a passkey',
  /** The browser was cancelled, timed out, or found no passkey for this site (it won't say which). */
  cancelled:
    'No passkey was used. You may have cancelled, or this device has no passkey for this site. Try again, or sign in with your email and password.',
  unsupported: 'This browser can’t use passkeys. Sign in with your email and password.',
  failed: 'We couldn’t start signing in with a passkey. Check your connection and try again.',
  /** The server refused the assertion: the passkey was removed, or it did not check out. */
  refused:
    'That passkey didn’t work for this account. It may have been removed. Sign in with your email and password, or with another passkey.',
  /** The challenge had expired or was used (a page left open too long, or sent twice). */
  expired: 'That passkey request expired. Try again.',
} as const;

function errorBox(error: string | undefined): string {
  return error
    ? `<div class="alert" id="form-error" role="alert"><p>${escapeHtml(error)}</p></div>`
    : '';
}

function linkOffer(action: string, email: string): string {
  return `<form class="form" method="post" action="${action}/sign-in-link">
  <p>${SIGN_IN_LINK_TEXT.offer}</p>
  <input type="hidden" name="email" value="${escapeHtml(email)}">
  <button class="button button--secondary" type="submit">${SIGN_IN_LINK_TEXT.button}</button>
</form>`;
}

/** The email and password step. */
export function renderLoginPage({
  uid,
  email = '',
  error,
  offerSignInLink = false,
}: LoginPageOptions): string {
  const described = error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return renderPage({
    title: error ? `Error: Sign in – Smart Home Security` : 'Sign in – Smart Home Security',
    body: `<h1>Sign in</h1>
<p class="lead">Use the email and password of your Smart Home Security account.</p>
${errorBox(error)}
<form class="form" method="post" action="${action}/login">
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="text" inputmode="email" autocomplete="username webauthn" required
      spellcheck="false" autocapitalize="off" value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
  </div>
  <button class="button" type="submit">Sign in</button>
</form>
${passkeyPart(action)}
${offerSignInLink ? linkOffer(action, email) : ''}
<p class="secondary"><a href="${action}/forgot">Forgot password?</a></p>
<p class="secondary"><a href="${action}/abort">Cancel and go back</a></p>`,
    scripts: PASSKEY_SCRIPTS,
  });
}

/** Shown when the 2FA code is wrong. */
export const WRONG_CODE =
  'That code is not right. Enter the current 6-digit code from your authenticator app.';
/** Shown (on the password step) after too many wrong codes. */
export const TOO_MANY_CODES = 'Too many incorrect codes. Please sign in again.';

/** What the code step shows. */
export interface MfaPageOptions {
  uid: string;
  error?: string;
}

/** The second step for customers with two-factor authentication on. */
export function renderMfaPage({ uid, error }: MfaPageOptions): string {
  const described = error
    ? ' aria-describedby="code-hint form-error" aria-invalid="true"'
    : ' aria-describedby="code-hint"';
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return renderPage({
    title: error
      ? 'Error: Two-factor authentication – Smart Home Security'
      : 'Two-factor authentication – Smart Home Security',
    body: `<h1>Two-factor authentication</h1>
<p class="lead">Your account has two-factor authentication on.</p>
${errorBox(error)}
<form class="form" method="post" action="${action}/mfa">
  <div class="field">
    <label for="code">Authentication code</label>
    <p class="hint" id="code-hint">The 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.</p>
    <input class="code-input" id="code" name="code" type="text" autocomplete="one-time-code"
      spellcheck="false" autocapitalize="off" maxlength="12" required autofocus${described}>
  </div>
  <button class="button" type="submit">Verify</button>
</form>
<p class="secondary"><a href="${action}/abort">Cancel and go back</a></p>`,
  });
}
