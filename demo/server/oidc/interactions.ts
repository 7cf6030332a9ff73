// Express routes for the provider's interactions: the login form and its answers, each page in
// the language of its sign-in (text.ts: the interaction's ui_locales, the shs-lang cookie,
// Accept-Language), which the sign-in page's language switch changes.
import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import { recordSignIn, type AttemptKind } from '../access-activity.js';
import { reserveAttempt, reserveForAddress } from '../attempts.js';
import type { Db } from '../db/database.js';
import {
  closeChallenge,
  CHALLENGE_MAX_ATTEMPTS,
  countFailedCode,
  findChallenge,
  looksLikeRecoveryCode,
  mfaState,
  openChallenge,
  useCodeOnce,
  useRecoveryCode,
} from '../mfa.js';
import { hashPasswordSync, verifyPassword } from '../passwords.js';
import { normaliseEmailInput } from '../text-rules.js';
import { pruneAnonymousAttempts, tooManyAttemptsMessage } from '../throttle.js';
import { findUserByEmail, findUserById } from '../users.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { htmlFormErrors } from './form-errors.js';
import { escapeHtml, renderPage } from './html.js';
import { consumeSignInLink, sendSignInLink } from '../mail/sign-in-link.js';
import { mountForgotPassword } from './password-reset-pages.js';
import { deviceOf, noticeIfNewDevice } from '../mail/security-notice.js';
import { mountPasskeySignIn } from './passkey-sign-in.js';
import { LANGUAGE_PARAM, renderLoginPage, renderMfaPage } from './login-page.js';
import { interactionLocale, pageText, pageTitle, rememberLanguage } from './text.js';
import { isLocale, type Locale } from '../../../src/lib/shared/i18n/locales.js';

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

// Checked when the email is unknown, so a wrong email takes as long as a wrong password and the
// response time does not tell which emails have accounts. Made once, at start-up.
const DUMMY_HASH = hashPasswordSync('not-a-customer-password');

/** Anonymous failures are pruned at most this often (ms). */
const PRUNE_INTERVAL_MS = 60_000;
let lastPrune = 0;

function send(res: Response, html: string, status = 200): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

/** After a sign-in link was asked for: the same words whether or not the email has an account. */
function renderLinkSentPage(uid: string, locale: Locale): string {
  const t = pageText.t(locale);
  return renderPage({
    locale,
    title: pageTitle(t, t('checkEmail')),
    body: `<h1>${t('checkEmail')}</h1>
<p class="lead" role="status">${t('link.sent')}</p>
<p class="secondary"><a href="/oidc/interaction/${encodeURIComponent(uid)}">${t('backToSignIn')}</a></p>`,
  });
}

/**
 * The interaction cookie is gone or expired: the only way on is to start over. Its language is
 * the browser's (the cookie, else Accept-Language): the sign-in's own is gone with it.
 */
function sendExpired(req: Request, res: Response): void {
  const locale = localeOfRequest(req);
  const t = pageText.t(locale);
  send(
    res,
    renderPage({
      locale,
      title: pageTitle(t, t('expired.title')),
      body: `<h1>${t('expired.heading')}</h1>
<p class="lead">${t('expired.lead')}</p>
<p><a class="button" href="/">${t('startAgain')}</a></p>`,
    }),
    400,
  );
}

async function loadDetails(provider: Provider, req: Request, res: Response) {
  try {
    return await provider.interactionDetails(req, res);
  } catch (error) {
    if ((error as { name?: string }).name === 'SessionNotFound') return undefined;
    throw error;
  }
}

/**
 * First-party clients get no consent screen; `loadExistingGrant` normally covers it, and this
 * covers the rest (e.g. an explicit `prompt=consent`) by granting what is missing.
 */
async function grantConsent(provider: Provider, req: Request, res: Response, details: Details) {
  const { prompt, params, session, grantId } = details;
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params.client_id) });
  if (!grant) throw new Error('grant not found');
  const missingScope = prompt.details.missingOIDCScope as string[] | undefined;
  const missingClaims = prompt.details.missingOIDCClaims as string[] | undefined;
  if (missingScope) grant.addOIDCScope(missingScope.join(' '));
  if (missingClaims) grant.addOIDCClaims(missingClaims);
  const savedId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: { grantId: savedId } },
    { mergeWithLastSubmission: true },
  );
}

/** Routes under `/oidc/interaction`; mount before the provider itself. */
export function interactionRoutes(provider: Provider, db: Db, origin: string): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  const secureCookies = new URL(origin).protocol === 'https:';
  // The forgot-password pages speak their sign-in's language; without one, the browser's.
  mountForgotPassword(router, db, origin, async (req, res) => {
    const details = await loadDetails(provider, req, res).catch(() => undefined);
    return interactionLocale(req, details?.uid === req.params.uid ? details : undefined);
  });
  mountPasskeySignIn(router, {
    provider,
    db,
    origin,
    async loginStep(req, res) {
      const details = await loadDetails(provider, req, res);
      if (!details || details.uid !== req.params.uid) return undefined;
      if (details.prompt.name !== 'login') return undefined;
      return { uid: details.uid, locale: interactionLocale(req, details) };
    },
    sendExpired,
  });

  router.get('/:uid', async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid) return sendExpired(req, res);
    // The language switch: remembered in this browser, and for the rest of this sign-in (its
    // pages read the interaction's ui_locales first, so the choice must outrank the app's).
    const chosen = req.query[LANGUAGE_PARAM];
    if (isLocale(chosen)) {
      rememberLanguage(res, chosen, secureCookies);
      details.params.ui_locales = chosen;
      await details.persist();
    }
    const locale = interactionLocale(req, details);
    if (details.prompt.name === 'login') {
      return send(res, renderLoginPage({ uid: details.uid, locale }));
    }
    if (details.prompt.name === 'consent') return grantConsent(provider, req, res, details);
    const t = pageText.t(locale);
    return send(
      res,
      renderPage({
        locale,
        title: pageTitle(t, t('problem.title')),
        body: `<h1>${t('problem.heading')}</h1>
<p class="lead">${t('problem.unsupportedStep', { step: escapeHtml(details.prompt.name) })}</p>`,
      }),
      400,
    );
  });

  router.post('/:uid/login', form, async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid || details.prompt.name !== 'login') {
      return sendExpired(req, res);
    }
    const locale = interactionLocale(req, details);
    const t = pageText.t(locale);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = normaliseEmailInput(typeof body.email === 'string' ? body.email : '');
    const password = typeof body.password === 'string' ? body.password : '';
    const user = email ? findUserByEmail(db, email) : undefined;
    // The throttle is keyed by the account's own email when there is one, so case or spacing
    // variants of it share one budget. The attempt is counted before the password is checked.
    const attempt = reserveAttempt(db, {
      kind: 'password',
      userId: user?.id,
      email: user?.email ?? email,
      ip: req.ip,
      userAgent: req.get('user-agent'),
    });
    if (!attempt.allowed) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return send(
        res,
        renderLoginPage({
          uid: details.uid,
          locale,
          email,
          error: tooManyAttemptsMessage(attempt.waitMs, locale),
          offerSignInLink: true,
        }),
        429,
      );
    }
    const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
    const ok = Boolean(user && password && matches);
    if (!ok || !user) {
      attempt.failed();
      if (!user && Date.now() - lastPrune > PRUNE_INTERVAL_MS) {
        lastPrune = Date.now();
        pruneAnonymousAttempts(db);
      }
      const error = t('login.incorrect');
      return send(res, renderLoginPage({ uid: details.uid, locale, email, error }));
    }
    const mfa = mfaState(db, user.id);
    if (mfa.enabled && mfa.secret) {
      // The attempt is recorded once the code step ends, with its outcome.
      attempt.release();
      openChallenge(db, details.uid, user.id);
      return send(res, renderMfaPage({ uid: details.uid, locale }));
    }
    attempt.succeeded();
    const device = deviceOf(req, locale);
    noticeIfNewDevice(db, { userId: user.id, attemptId: attempt.id, device });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.id, amr: ['pwd'] } },
      { mergeWithLastSubmission: false },
    );
  });

  router.post('/:uid/mfa', form, async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid || details.prompt.name !== 'login') {
      return sendExpired(req, res);
    }
    const locale = interactionLocale(req, details);
    const t = pageText.t(locale);
    const challenge = findChallenge(db, details.uid);
    const user = challenge ? findUserById(db, challenge.userId) : undefined;
    const secret = user ? mfaState(db, user.id).secret : null;
    if (!challenge || !user || !secret) return sendExpired(req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const code = typeof body.code === 'string' ? body.code.replace(/\s/g, '') : '';
    const kind: AttemptKind = looksLikeRecoveryCode(code) ? 'recovery-code' : 'code';
    // The code step spends the same budget as the password step, counted before the check.
    const attempt = reserveAttempt(db, {
      kind,
      userId: user.id,
      email: user.email,
      ip: req.ip,
      userAgent: req.get('user-agent'),
      mfaUsed: true,
    });
    if (!attempt.allowed) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return send(
        res,
        renderMfaPage({
          uid: details.uid,
          locale,
          error: tooManyAttemptsMessage(attempt.waitMs, locale),
        }),
        429,
      );
    }
    const accepted =
      kind === 'recovery-code'
        ? useRecoveryCode(db, user.id, code)
        : useCodeOnce(db, user.id, code, secret);
    if (!accepted) {
      attempt.failed();
      if (countFailedCode(db, details.uid) >= CHALLENGE_MAX_ATTEMPTS) {
        closeChallenge(db, details.uid);
        const error = t('mfa.tooMany');
        return send(res, renderLoginPage({ uid: details.uid, locale, email: user.email, error }));
      }
      return send(res, renderMfaPage({ uid: details.uid, locale, error: t('mfa.wrong') }));
    }
    closeChallenge(db, details.uid);
    attempt.succeeded();
    const device = deviceOf(req, locale);
    noticeIfNewDevice(db, { userId: user.id, attemptId: attempt.id, device });
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.id, amr: ['pwd', 'otp'] } },
      { mergeWithLastSubmission: false },
    );
  });

  // The owner's way past the throttle (mail/sign-in-link.ts): ask for a link, then open it.
  router.post('/:uid/sign-in-link', form, async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid || details.prompt.name !== 'login') {
      return sendExpired(req, res);
    }
    const locale = interactionLocale(req, details);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = normaliseEmailInput(typeof body.email === 'string' ? body.email : '');
    if (email) sendSignInLink(db, origin, email, details.uid, locale);
    send(res, renderLinkSentPage(details.uid, locale));
  });

  router.get('/:uid/sign-in-link', async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid || details.prompt.name !== 'login') {
      return sendExpired(req, res);
    }
    const locale = interactionLocale(req, details);
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    // A link token is a secret too: it spends the address's budget (not the account's: the
    // link is how the owner gets past a stranger's guesses on the account).
    const attempt = reserveForAddress(db, 'sign-in-link', req);
    if (!attempt.allowed) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return send(
        res,
        renderLoginPage({
          uid: details.uid,
          locale,
          error: tooManyAttemptsMessage(attempt.waitMs, locale),
        }),
        429,
      );
    }
    const userId = consumeSignInLink(db, token, details.uid);
    const user = userId ? findUserById(db, userId) : undefined;
    if (!user) {
      attempt.failed();
      return send(
        res,
        renderLoginPage({ uid: details.uid, locale, error: pageText.t(locale)('link.badLink') }),
        400,
      );
    }
    attempt.release();
    // A success from this address: it is now one the account knows, so the stranger's guesses
    // elsewhere no longer make the owner wait here (the code step included).
    const linkSignIn = recordSignIn(db, {
      kind: 'sign-in-link',
      userId: user.id,
      email: user.email,
      ip: req.ip,
      userAgent: req.get('user-agent'),
      success: true,
      mfaUsed: false,
    });
    const device = deviceOf(req, locale);
    noticeIfNewDevice(db, { userId: user.id, attemptId: linkSignIn, device });
    const mfa = mfaState(db, user.id);
    if (mfa.enabled && mfa.secret) {
      openChallenge(db, details.uid, user.id);
      return send(res, renderMfaPage({ uid: details.uid, locale }));
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.id, amr: ['email'] } },
      { mergeWithLastSubmission: false },
    );
  });

  router.get('/:uid/abort', async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid) return sendExpired(req, res);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'Sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
  });

  router.use(htmlFormErrors);
  return router;
}
