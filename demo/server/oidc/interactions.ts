// Express routes for the provider's interactions: the login form and its answers.
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
import { htmlFormErrors } from './form-errors.js';
import { escapeHtml, renderPage } from './html.js';
import { consumeSignInLink, sendSignInLink } from '../mail/sign-in-link.js';
import { mountForgotPassword } from './password-reset-pages.js';
import { deviceOf, noticeIfNewDevice } from '../mail/security-notice.js';
import { mountPasskeySignIn } from './passkey-sign-in.js';
import {
  INCORRECT_CREDENTIALS,
  renderLoginPage,
  renderMfaPage,
  SIGN_IN_LINK_TEXT,
  TOO_MANY_CODES,
  WRONG_CODE,
} from './login-page.js';

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
function renderLinkSentPage(uid: string): string {
  return renderPage({
    title: 'Check your email – Smart Home Security',
    body: `<h1>Check your email</h1>
<p class="lead" role="status">${SIGN_IN_LINK_TEXT.sent}</p>
<p class="secondary"><a href="/oidc/interaction/${encodeURIComponent(uid)}">Back to sign in</a></p>`,
  });
}

/** The interaction cookie is gone or expired: the only way on is to start over. */
function sendExpired(res: Response): void {
  send(
    res,
    renderPage({
      title: 'Sign-in expired – Smart Home Security',
      body: `<h1>This sign-in page has expired</h1>
<p class="lead">For your security, sign-in pages expire after a while. Please start again.</p>
<p><a class="button" href="/">Start again</a></p>`,
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
  mountForgotPassword(router, db, origin);
  mountPasskeySignIn(router, {
    provider,
    db,
    origin,
    async loginStep(req, res) {
      const details = await loadDetails(provider, req, res);
      if (!details || details.uid !== req.params.uid) return undefined;
      return details.prompt.name === 'login' ? details : undefined;
    },
    sendExpired,
  });

  router.get('/:uid', async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid) return sendExpired(res);
    if (details.prompt.name === 'login') return send(res, renderLoginPage({ uid: details.uid }));
    if (details.prompt.name === 'consent') return grantConsent(provider, req, res, details);
    return send(
      res,
      renderPage({
        title: 'Sign-in problem – Smart Home Security',
        body: `<h1>We couldn't sign you in</h1>
<p class="lead">The request asked for a step this server does not offer (${escapeHtml(details.prompt.name)}).</p>`,
      }),
      400,
    );
  });

  router.post('/:uid/login', form, async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid || details.prompt.name !== 'login') {
      return sendExpired(res);
    }
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
          email,
          error: tooManyAttemptsMessage(attempt.waitMs),
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
      return send(res, renderLoginPage({ uid: details.uid, email, error: INCORRECT_CREDENTIALS }));
    }
    const mfa = mfaState(db, user.id);
    if (mfa.enabled && mfa.secret) {
      // The attempt is recorded once the code step ends, with its outcome.
      attempt.release();
      openChallenge(db, details.uid, user.id);
      return send(res, renderMfaPage({ uid: details.uid }));
    }
    attempt.succeeded();
    noticeIfNewDevice(db, { userId: user.id, attemptId: attempt.id, device: deviceOf(req) });
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
      return sendExpired(res);
    }
    const challenge = findChallenge(db, details.uid);
    const user = challenge ? findUserById(db, challenge.userId) : undefined;
    const secret = user ? mfaState(db, user.id).secret : null;
    if (!challenge || !user || !secret) return sendExpired(res);
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
        renderMfaPage({ uid: details.uid, error: tooManyAttemptsMessage(attempt.waitMs) }),
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
        return send(
          res,
          renderLoginPage({ uid: details.uid, email: user.email, error: TOO_MANY_CODES }),
        );
      }
      return send(res, renderMfaPage({ uid: details.uid, error: WRONG_CODE }));
    }
    closeChallenge(db, details.uid);
    attempt.succeeded();
    noticeIfNewDevice(db, { userId: user.id, attemptId: attempt.id, device: deviceOf(req) });
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
      return sendExpired(res);
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = normaliseEmailInput(typeof body.email === 'string' ? body.email : '');
    if (email) sendSignInLink(db, origin, email, details.uid);
    send(res, renderLinkSentPage(details.uid));
  });

  router.get('/:uid/sign-in-link', async (req, res) => {
    const details = await loadDetails(provider, req, res);
    if (!details || details.uid !== req.params.uid || details.prompt.name !== 'login') {
      return sendExpired(res);
    }
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    // A link token is a secret too: it spends the address's budget (not the account's: the
    // link is how the owner gets past a stranger's guesses on the account).
    const attempt = reserveForAddress(db, 'sign-in-link', req);
    if (!attempt.allowed) {
      res.set('Retry-After', String(Math.ceil(attempt.waitMs / 1000)));
      return send(
        res,
        renderLoginPage({ uid: details.uid, error: tooManyAttemptsMessage(attempt.waitMs) }),
        429,
      );
    }
    const userId = consumeSignInLink(db, token, details.uid);
    const user = userId ? findUserById(db, userId) : undefined;
    if (!user) {
      attempt.failed();
      return send(
        res,
        renderLoginPage({ uid: details.uid, error: SIGN_IN_LINK_TEXT.badLink }),
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
    noticeIfNewDevice(db, { userId: user.id, attemptId: linkSignIn, device: deviceOf(req) });
    const mfa = mfaState(db, user.id);
    if (mfa.enabled && mfa.secret) {
      openChallenge(db, details.uid, user.id);
      return send(res, renderMfaPage({ uid: details.uid }));
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
    if (!details || details.uid !== req.params.uid) return sendExpired(res);
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
