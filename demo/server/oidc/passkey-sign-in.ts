// "Sign in with a passkey" on the provider's sign-in page (issue 25). The page's script asks
// `passkey-options` for a challenge bound to this sign-in interaction, the browser signs it, and
// the assertion comes back as a form post: a refusal renders the sign-in page again with the
// reason and the typed email, like a wrong password. A passkey is multi-factor by itself (the
// device plus its PIN or biometric), so it skips the authenticator-code step.
import express, { type Request, type Response, type Router } from 'express';
import type Provider from 'oidc-provider';
import type { Db } from '../db/database.js';
import { interactionBinding } from '../passkeys/challenges.js';
import { relyingParty } from '../passkeys/relying-party.js';
import { assertionOptions, verifyPasskeyAssertion } from '../passkeys/verify.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { normaliseEmailInput } from '../text-rules.js';
import { tooManyAttemptsMessage } from '../throttle.js';
import { renderLoginPage } from './login-page.js';
import { pageText } from './text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** What the passkey routes need from the interaction routes around them. */
export interface PasskeySignInDeps {
  provider: Provider;
  db: Db;
  origin: string;
  /**
   * The interaction of `req.params.uid` and its pages' language when it is at its login prompt,
   * else undefined.
   */
  loginStep(req: Request, res: Response): Promise<{ uid: string; locale: Locale } | undefined>;
  sendExpired(req: Request, res: Response): void;
}

function sendPage(res: Response, html: string, status = 200): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(html);
}

function parseAssertion(value: unknown): unknown {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** Mounts `POST /:uid/passkey-options` (JSON) and `POST /:uid/passkey` (the form) on `router`. */
export function mountPasskeySignIn(router: Router, deps: PasskeySignInDeps): void {
  const { provider, db, loginStep, sendExpired } = deps;
  const rp = relyingParty(deps.origin);
  // An assertion is about 1-2 kB; the form limit leaves room and refuses anything silly.
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  router.post('/:uid/passkey-options', async (req, res) => {
    const details = await loginStep(req, res);
    if (!details) {
      const message = pageText.t(localeOfRequest(req))('passkey.expired');
      res.status(400).set('Cache-Control', 'no-store').json({ message });
      return;
    }
    const options = await assertionOptions(db, rp, {
      purpose: 'authenticate',
      binding: interactionBinding(details.uid),
    });
    res.set('Cache-Control', 'no-store').json(options);
  });

  router.post('/:uid/passkey', form, async (req, res) => {
    const details = await loginStep(req, res);
    if (!details) return sendExpired(req, res);
    const { locale } = details;
    const t = pageText.t(locale);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = normaliseEmailInput(typeof body.email === 'string' ? body.email : '');
    const result = await verifyPasskeyAssertion(db, rp, {
      response: parseAssertion(body.assertion),
      scope: { purpose: 'authenticate', binding: interactionBinding(details.uid) },
      client: { ip: req.ip, userAgent: req.get('user-agent') },
      signIn: true,
    });
    if (!result.ok && result.reason === 'throttled') {
      res.set('Retry-After', String(Math.ceil(result.waitMs / 1000)));
      const error = tooManyAttemptsMessage(result.waitMs, locale);
      return sendPage(
        res,
        renderLoginPage({ uid: details.uid, locale, email, error, offerSignInLink: true }),
        429,
      );
    }
    if (!result.ok) {
      // The way back for a customer whose passkey is gone: the mailed sign-in link (and
      // "Forgot password?"), offered right here.
      const error = result.reason === 'challenge' ? t('passkey.expired') : t('passkey.refused');
      const offerSignInLink = Boolean(email);
      return sendPage(
        res,
        renderLoginPage({ uid: details.uid, locale, email, error, offerSignInLink }),
      );
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: result.userId, amr: ['pop', 'mfa'] } },
      { mergeWithLastSubmission: false },
    );
  });
}
