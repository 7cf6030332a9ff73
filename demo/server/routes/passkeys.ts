// The customer's passkeys under /api/account/passkeys (issue 25; docs/contracts.md "Passkeys"):
// list, the options to add one, add (verify the new credential), rename, remove. Each handler is
// small on purpose: every change needs a recent sign-in (security/recent-sign-in.ts) in front of
// it, and adding or removing one mails its security notice after it.
import type { Request } from 'express';
import { HttpError, badRequest } from '../api/errors.js';
import { bodyObject, cleanText } from '../api/validation.js';
import { sessionBinding } from '../passkeys/challenges.js';
import {
  defaultPasskeyName,
  listPasskeys,
  publicPasskey,
  removePasskey,
  renamePasskey,
} from '../passkeys/credentials.js';
import { relyingParty } from '../passkeys/relying-party.js';
import { registrationOptions, verifyPasskeyRegistration } from '../passkeys/verify.js';
import { deviceOf, sendSecurityNotice } from '../mail/security-notice.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { apiText } from '../security/text.js';
import { currentUser } from './current-user.js';
import type { RouteModule } from './types.js';

/** Base path of the passkey calls. */
export const PASSKEYS_PATH = '/api/account/passkeys';

/** The longest passkey name (docs/contracts.md; the account centre checks it first). */
export const PASSKEY_NAME_MAX = 60;

/**
 * A passkey name as stored: cleaned text, 1 to PASSKEY_NAME_MAX characters. Refusals are worded
 * in the request's language (docs/contracts.md quotes the English).
 */
export function passkeyName(value: unknown, req: Pick<Request, 'get' | 'query'>): string {
  const t = apiText(req);
  if (typeof value !== 'string') throw badRequest(t('passkey.nameNotString'));
  if (!value.trim()) throw badRequest(t('passkey.nameEmpty'));
  const name = cleanText(value, 'name');
  if (name.length > PASSKEY_NAME_MAX) {
    throw badRequest(t('passkey.nameTooLong', { max: PASSKEY_NAME_MAX }));
  }
  return name;
}

/** The `:id` of the path (typed loosely by Express once a guard stands in front of the handler). */
function passkeyId(req: Request): string {
  const id: unknown = req.params.id;
  return typeof id === 'string' ? id : '';
}

function binding(req: Request, userId: string): string {
  return sessionBinding(userId, req.auth?.sessionUid);
}

export const passkeyRoutes: RouteModule = {
  mount(app, { db, origin, requireRecentSignIn }) {
    const rp = relyingParty(origin);

    app.get(PASSKEYS_PATH, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json(listPasskeys(db, user.id).map(publicPasskey));
    });

    app.post(`${PASSKEYS_PATH}/options`, requireRecentSignIn, async (req, res) => {
      const user = currentUser(db, req);
      const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
      const options = await registrationOptions(
        db,
        rp,
        { id: user.id, email: user.email, displayName },
        binding(req, user.id),
      );
      res.set('Cache-Control', 'no-store').json(options);
    });

    app.post(PASSKEYS_PATH, requireRecentSignIn, async (req, res) => {
      const user = currentUser(db, req);
      const body = bodyObject(req.body);
      const given = body.name === undefined || body.name === '' ? undefined : body.name;
      const name =
        given === undefined
          ? defaultPasskeyName(req.get('user-agent'), localeOfRequest(req))
          : passkeyName(given, req);
      const result = await verifyPasskeyRegistration(db, rp, {
        response: body.response,
        userId: user.id,
        binding: binding(req, user.id),
        name,
      });
      if (!result.ok) {
        const t = apiText(req);
        throw badRequest(
          result.reason === 'challenge' ? t('passkey.expired') : t('passkey.refused'),
        );
      }
      sendSecurityNotice(db, { kind: 'passkey-added', userId: user.id, device: deviceOf(req) });
      res.status(201).json(publicPasskey(result.passkey));
    });

    app.patch(`${PASSKEYS_PATH}/:id`, requireRecentSignIn, (req, res) => {
      const user = currentUser(db, req);
      const name = passkeyName(bodyObject(req.body).name, req);
      const renamed = renamePasskey(db, user.id, passkeyId(req), name);
      if (!renamed) throw new HttpError(404, apiText(req)('passkey.notFound'));
      res.json(publicPasskey(renamed));
    });

    app.delete(`${PASSKEYS_PATH}/:id`, requireRecentSignIn, (req, res) => {
      const user = currentUser(db, req);
      if (!removePasskey(db, user.id, passkeyId(req))) {
        throw new HttpError(404, apiText(req)('passkey.notFound'));
      }
      sendSecurityNotice(db, { kind: 'passkey-removed', userId: user.id, device: deviceOf(req) });
      res.status(204).end();
    });
  },
};
