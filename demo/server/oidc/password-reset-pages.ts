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
import { brokenPasswordRules, passwordRules } from '../password-policy.js';
import { revokeOtherSessions } from '../sign-in-sessions.js';
import { normaliseEmailInput } from '../text-rules.js';
import { tooManyAttemptsMessage } from '../throttle.js';
import { updatePasswordHash } from '../users.js';
import { deviceOf, sendSecurityNotice } from '../mail/security-notice.js';
import { htmlFormErrors } from './form-errors.js';
import { escapeHtml, renderPage } from './html.js';
import { errorBox } from './login-page.js';
import { interactionLocale, pageText, pageTitle } from './text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

function send(res: Response, html: string, status = 200): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

/** The request form ("Forgot password?") of sign-in `uid`. */
export function renderForgotPage(
  uid: string,
  locale: Locale,
  options: { email?: string; error?: string } = {},
) {
  const t = pageText.t(locale);
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return renderPage({
    locale,
    title: pageTitle(t, t('reset.forgotTitle')),
    body: `<h1>${t('reset.forgotTitle')}</h1>
<p class="lead">${t('reset.forgotLead')}</p>
${errorBox(options.error)}
<form class="form" method="post" action="${action}/forgot">
  <div class="field">
    <label for="email">${t('login.email')}</label>
    <input id="email" name="email" type="text" inputmode="email" autocomplete="username" required
      spellcheck="false" autocapitalize="off" value="${escapeHtml(options.email ?? '')}" autofocus>
  </div>
  <button class="button" type="submit">${t('reset.send')}</button>
</form>
<p class="secondary"><a href="${action}">${t('backToSignIn')}</a></p>`,
  });
}

/** Shown after a request, whether or not the email has an account. */
export function renderForgotSentPage(uid: string, locale: Locale) {
  const t = pageText.t(locale);
  return renderPage({
    locale,
    title: pageTitle(t, t('checkEmail')),
    body: `<h1>${t('checkEmail')}</h1>
<p class="lead" role="status">${t('reset.sent')}</p>
<p class="secondary"><a href="/oidc/interaction/${encodeURIComponent(uid)}">${t('backToSignIn')}</a></p>`,
  });
}

/**
 * Where the reset form posts: English keeps the plain path; another language rides along as
 * `ui_locales`, so the answer is in the page's language whatever the browser says.
 */
function resetAction(locale: Locale): string {
  return locale === 'en' ? RESET_PATH : `${RESET_PATH}?ui_locales=${locale}`;
}

function renderResetPage(token: string, locale: Locale, error?: string, broken: string[] = []) {
  const t = pageText.t(locale);
  const rules = passwordRules(locale)
    .map(
      (rule) =>
        `<li${broken.includes(rule.label) ? ' class="rule--broken"' : ''}>${escapeHtml(rule.label)}</li>`,
    )
    .join('');
  const described = error
    ? ' aria-describedby="rules form-error" aria-invalid="true"'
    : ' aria-describedby="rules"';
  return renderPage({
    locale,
    title: pageTitle(t, t('reset.chooseTitle'), Boolean(error)),
    body: `<h1>${t('reset.chooseTitle')}</h1>
${errorBox(error)}
<form class="form" method="post" action="${resetAction(locale)}">
  <input type="hidden" name="token" value="${escapeHtml(token)}">
  <div class="field">
    <label for="password">${t('reset.newPassword')}</label>
    <ul class="hint" id="rules">${rules}</ul>
    <input id="password" name="password" type="password" autocomplete="new-password" required autofocus${described}>
  </div>
  <div class="field">
    <label for="confirm">${t('reset.confirm')}</label>
    <input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
  </div>
  <button class="button" type="submit">${t('reset.submit')}</button>
</form>`,
  });
}

function renderMessagePage(
  locale: Locale,
  title: string,
  message: string,
  status: 'alert' | 'status',
) {
  const t = pageText.t(locale);
  return renderPage({
    locale,
    title: pageTitle(t, title),
    body: `<h1>${escapeHtml(title)}</h1>
<p class="lead" role="${status}">${escapeHtml(message)}</p>
<p><a class="button" href="/">${t('login.submit')}</a></p>`,
  });
}

/** The language of a page of sign-in `req.params.uid` (its interaction's, when it still has one). */
export type PageLocale = (req: Request, res: Response) => Promise<Locale>;

/** The forgot-password steps of a sign-in interaction (mounted on the interaction router). */
export function mountForgotPassword(
  router: Router,
  db: Db,
  origin: string,
  pageLocale: PageLocale,
): void {
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  router.get('/:uid/forgot', async (req, res) =>
    send(res, renderForgotPage(req.params.uid, await pageLocale(req, res))),
  );
  router.post('/:uid/forgot', form, async (req, res) => {
    const locale = await pageLocale(req, res);
    const t = pageText.t(locale);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = normaliseEmailInput(typeof body.email === 'string' ? body.email : '');
    if (!email) {
      const error = t('reset.emailRequired');
      return send(res, renderForgotPage(req.params.uid, locale, { error }));
    }
    // The same answer whether or not the email has an account. Every request spends the
    // address's throttle budget (counted before anything else, so a burst cannot slip past it),
    // so the form cannot be used to flood inboxes; each customer also gets at most three a hour.
    const attempt = reserveForAddress(db, 'reset-request', req);
    if (!attempt.allowed) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      const error = tooManyAttemptsMessage(attempt.waitMs, locale);
      return send(res, renderForgotPage(req.params.uid, locale, { email, error }), 429);
    }
    attempt.failed();
    requestPasswordReset(db, origin, email, locale);
    send(res, renderForgotSentPage(req.params.uid, locale));
  });
}

/**
 * The page the reset link opens: `GET` shows the form, `POST` changes the password. Its language
 * is the link's `ui_locales` (the mail's), else the browser's (the cookie, else Accept-Language).
 */
export function passwordResetRoutes(db: Db): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const invalid = (res: Response, locale: Locale) => {
    const t = pageText.t(locale);
    send(res, renderMessagePage(locale, t('reset.badLinkTitle'), t('reset.badLink'), 'alert'), 400);
  };

  // A reset token is a guessable secret like any other: each check spends the address's
  // budget first, and only a valid token takes the attempt back.
  const checkToken = (req: Request, res: Response, token: string): string | null | undefined => {
    const attempt = reserveForAddress(db, 'reset-token', req);
    if (!attempt.allowed) {
      const locale = interactionLocale(req);
      const t = pageText.t(locale);
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      const message = tooManyAttemptsMessage(attempt.waitMs, locale);
      send(res, renderMessagePage(locale, t('reset.badLinkTitle'), message, 'alert'), 429);
      return null;
    }
    const userId = findResetUser(db, token);
    if (userId) attempt.release();
    else attempt.failed();
    return userId;
  };

  router.get('/', (req, res) => {
    const locale = interactionLocale(req);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const userId = checkToken(req, res, token);
    if (userId === null) return;
    if (!userId) return invalid(res, locale);
    send(res, renderResetPage(token, locale));
  });

  router.post('/', form, async (req, res) => {
    const locale = interactionLocale(req);
    const t = pageText.t(locale);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const token = typeof body.token === 'string' ? body.token : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const confirm = typeof body.confirm === 'string' ? body.confirm : '';
    const userId = checkToken(req, res, token);
    if (userId === null) return;
    if (!userId) return invalid(res, locale);
    const broken = brokenPasswordRules(password, locale);
    if (broken.length) {
      const error = t('reset.weak', { rules: broken.join(', ') });
      return send(res, renderResetPage(token, locale, error, broken));
    }
    if (password !== confirm) {
      return send(res, renderResetPage(token, locale, t('reset.mismatch')));
    }
    const hash = await hashPassword(password);
    if (!consumeResetToken(db, token, userId)) return invalid(res, locale);
    updatePasswordHash(db, userId, hash);
    // Whoever had the old password (or a session) is out.
    revokeOtherSessions(db, userId);
    sendSecurityNotice(db, {
      kind: 'password-changed',
      userId,
      device: deviceOf(req, locale),
    });
    send(res, renderMessagePage(locale, t('reset.doneTitle'), t('reset.done'), 'status'));
  });

  router.use(htmlFormErrors);
  return router;
}
