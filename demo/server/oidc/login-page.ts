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
    title: error ? `Error: Sign in – Home Security` : 'Sign in – Home Security',
    body: `<h1>Sign in</h1>
<p class="lead">Use the email and password of your Home Security account.</p>
${errorBox(error)}
<form class="form" method="post" action="${action}/login">
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required
      spellcheck="false" autocapitalize="off" value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
  </div>
  <button class="button" type="submit">Sign in</button>
</form>
<p class="secondary"><a href="${action}/abort">Cancel and go back</a></p>`,
  });
}
