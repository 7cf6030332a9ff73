// The provider's own sign-in form (first step: email and password; second: 2FA code).
import { escapeHtml, renderPage } from './html.js';

/** Shown for any wrong email/password combination: reveals nothing about which part was wrong. */
export const INCORRECT_CREDENTIALS = 'Incorrect email or password.';

/** What the password step shows. */
export interface LoginPageOptions {
  uid: string;
  /** The email typed last time, kept after a failed attempt. */
  email?: string;
  error?: string;
}

function errorBox(error: string | undefined): string {
  return error
    ? `<div class="alert" id="form-error" role="alert"><p>${escapeHtml(error)}</p></div>`
    : '';
}

/** The email and password step. */
export function renderLoginPage({ uid, email = '', error }: LoginPageOptions): string {
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
    <input id="email" name="email" type="text" inputmode="email" autocomplete="username" required
      spellcheck="false" autocapitalize="off" value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
  </div>
  <button class="button" type="submit">Sign in</button>
</form>
<p class="secondary"><a href="${action}/forgot">Forgot password?</a></p>
<p class="secondary"><a href="${action}/abort">Cancel and go back</a></p>`,
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
