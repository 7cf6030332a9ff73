// "Forgot password?" on the sign-in page, and the page the reset link opens. Both are the
// provider's own pages (server-rendered, no script), like the login form.
import express, { type Request, type Response, type Router } from 'express';
import { reserveForAddress } from '../attempts.js';
import type { Db } from '../db/database.js';
import {
  consumeResetToken,
  findResetUser,
  requestPasswordReset,
  RESET_PATH,
} from '../mail/password-reset.js';
import { hashPassword } from '../passwords.js';
import { brokenPasswordRules, PASSWORD_RULES } from '../password-policy.js';
import { revokeOtherSessions } from '../sign-in-sessions.js';
import { normaliseEmailInput } from '../text-rules.js';
import { tooManyAttemptsMessage } from '../throttle.js';
import { updatePasswordHash } from '../users.js';
import { deviceOf, sendSecurityNotice } from '../mail/security-notice.js';
import { htmlFormErrors } from './form-errors.js';
import { escapeHtml, renderPage } from './html.js';

/** What the pages say; tests assert these. */
export const RESET_TEXT = {
  forgotTitle: 'Reset your password',
  sent: 'If an account uses that email address, we have sent it a link to reset the password. The link works once, for 30 minutes.',
  badLink:
    'This reset link has expired or has already been used. Ask for a new one from the sign-in page.',
  mismatch: 'The two new passwords do not match.',
  weak: 'The new password does not meet the password requirements:',
  done: 'Your password has been changed. You are signed out everywhere else; sign in with the new password.',
} as const;

function send(res: Response, html: string, status = 200): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

function errorBox(error: string | undefined): string {
  return error
    ? `<div class="alert" id="form-error" role="alert"><p>${escapeHtml(error)}</p></div>`
    : '';
}

/** The request form ("Forgot password?") of sign-in `uid`. */
export function renderForgotPage(uid: string, options: { email?: string; error?: string } = {}) {
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return renderPage({
    title: 'Reset your password – Smart Home Security',
    body: `<h1>${RESET_TEXT.forgotTitle}</h1>
<p class="lead">Enter the email address of your account. We will send you a link to choose a new password.</p>
${errorBox(options.error)}
<form class="form" method="post" action="${action}/forgot">
  <div class="field">
    <label for="email">Email</label>
    <input id="email" name="email" type="text" inputmode="email" autocomplete="username" required
      spellcheck="false" autocapitalize="off" value="${escapeHtml(options.email ?? '')}" autofocus>
  </div>
  <button class="button" type="submit">Send reset link</button>
</form>
<p class="secondary"><a href="${action}">Back to sign in</a></p>`,
  });
}

/** Shown after a request, whether or not the email has an account. */
export function renderForgotSentPage(uid: string) {
  return renderPage({
    title: 'Check your email – Smart Home Security',
    body: `<h1>Check your email</h1>
<p class="lead" role="status">${RESET_TEXT.sent}</p>
<p class="secondary"><a href="/oidc/interaction/${encodeURIComponent(uid)}">Back to sign in</a></p>`,
  });
}

function renderResetPage(token: string, error?: string, broken: string[] = []) {
  const rules = PASSWORD_RULES.map(
    (rule) =>
      `<li${broken.includes(rule.label) ? ' class="rule--broken"' : ''}>${escapeHtml(rule.label)}</li>`,
  ).join('');
  const described = error
    ? ' aria-describedby="rules form-error" aria-invalid="true"'
    : ' aria-describedby="rules"';
  return renderPage({
    title: `${error ? 'Error: ' : ''}Choose a new password – Smart Home Security`,
    body: `<h1>Choose a new password</h1>
${errorBox(error)}
<form class="form" method="post" action="${RESET_PATH}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <div class="field">
    <label for="password">New password</label>
    <ul class="hint" id="rules">${rules}</ul>
    <input id="password" name="password" type="password" autocomplete="new-password" required autofocus${described}>
  </div>
  <div class="field">
    <label for="confirm">New password again</label>
    <input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
  </div>
  <button class="button" type="submit">Change password</button>
</form>`,
  });
}

function renderMessagePage(title: string, message: string, status: 'alert' | 'status') {
  return renderPage({
    title: `${title} – Smart Home Security`,
    body: `<h1>${escapeHtml(title)}</h1>
<p class="lead" role="${status}">${escapeHtml(message)}</p>
<p><a class="button" href="/">Sign in</a></p>`,
  });
}

/** The forgot-password steps of a sign-in interaction (mounted on the interaction router). */
export function mountForgotPassword(router: Router, db: Db, origin: string): void {
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  router.get('/:uid/forgot', (req, res) => send(res, renderForgotPage(req.params.uid)));
  router.post('/:uid/forgot', form, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = normaliseEmailInput(typeof body.email === 'string' ? body.email : '');
    if (!email) {
      return send(res, renderForgotPage(req.params.uid, { error: 'Enter your email address.' }));
    }
    // The same answer whether or not the email has an account. Every request spends the
    // address's throttle budget (counted before anything else, so a burst cannot slip past it),
    // so the form cannot be used to flood inboxes; each customer also gets at most three a hour.
    const attempt = reserveForAddress(db, 'reset-request', req);
    if (!attempt.allowed) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return send(
        res,
        renderForgotPage(req.params.uid, { email, error: tooManyAttemptsMessage(attempt.waitMs) }),
        429,
      );
    }
    attempt.failed();
    requestPasswordReset(db, origin, email);
    send(res, renderForgotSentPage(req.params.uid));
  });
}

/** The page the reset link opens: `GET` shows the form, `POST` changes the password. */
export function passwordResetRoutes(db: Db): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const invalid = (res: Response) =>
    send(res, renderMessagePage('Reset link not valid', RESET_TEXT.badLink, 'alert'), 400);

  // A reset token is a guessable secret like any other: each check spends the address's
  // budget first, and only a valid token takes the attempt back.
  const checkToken = (req: Request, res: Response, token: string): string | null | undefined => {
    const attempt = reserveForAddress(db, 'reset-token', req);
    if (!attempt.allowed) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      send(
        res,
        renderMessagePage('Reset link not valid', tooManyAttemptsMessage(attempt.waitMs), 'alert'),
        429,
      );
      return null;
    }
    const userId = findResetUser(db, token);
    if (userId) attempt.release();
    else attempt.failed();
    return userId;
  };

  router.get('/', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const userId = checkToken(req, res, token);
    if (userId === null) return;
    if (!userId) return invalid(res);
    send(res, renderResetPage(token));
  });

  router.post('/', form, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const token = typeof body.token === 'string' ? body.token : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const confirm = typeof body.confirm === 'string' ? body.confirm : '';
    const userId = checkToken(req, res, token);
    if (userId === null) return;
    if (!userId) return invalid(res);
    const broken = brokenPasswordRules(password);
    if (broken.length) {
      return send(res, renderResetPage(token, `${RESET_TEXT.weak} ${broken.join(', ')}.`, broken));
    }
    if (password !== confirm) return send(res, renderResetPage(token, RESET_TEXT.mismatch));
    const hash = await hashPassword(password);
    if (!consumeResetToken(db, token, userId)) return invalid(res);
    updatePasswordHash(db, userId, hash);
    // Whoever had the old password (or a session) is out.
    revokeOtherSessions(db, userId);
    sendSecurityNotice(db, { kind: 'password-changed', userId, device: deviceOf(req) });
    send(res, renderMessagePage('Password changed', RESET_TEXT.done, 'status'));
  });

  router.use(htmlFormErrors);
  return router;
}
