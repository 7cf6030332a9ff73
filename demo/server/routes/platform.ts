// Platform service (spec 7.3) under /api/platform: password rules and change, 2FA.
import { HttpError, badRequest } from '../api/errors.js';
import { bodyObject, requiredString } from '../api/validation.js';
import type { Db } from '../db/database.js';
import {
  codeStep,
  createPendingSecret,
  createRecoveryCodes,
  deleteAccount,
  disable,
  enableWithPending,
  mfaState,
  remainingRecoveryCodes,
} from '../mfa.js';
import { hashPassword } from '../passwords.js';
import { brokenPasswordRules, passwordRequirements } from '../password-policy.js';
import { revokeOtherSessions } from '../sign-in-sessions.js';
import { updatePasswordHash } from '../users.js';
import { deviceOf, sendSecurityNotice } from '../mail/security-notice.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { apiText } from '../security/text.js';
import { checkCurrentPassword, currentUser } from './current-user.js';
import type { RouteModule } from './types.js';

/** Base path of the platform service. */
export const PLATFORM_BASE = '/api/platform';

/** Whether the customer has two-factor authentication switched on. */
export function isMfaEnabled(db: Db, userId: string): boolean {
  return mfaState(db, userId).enabled;
}

/** Password requirements and change, MFA status, set-up, enable, disable, delete. */
export const platformRoutes: RouteModule = {
  mount(app, { db, requireRecentSignIn }) {
    // The rules' labels are in the request's language, like the `failedRules` of a change.
    app.get(`${PLATFORM_BASE}/password-requirements`, (req, res) => {
      res.set('Vary', 'Accept-Language').json(passwordRequirements(localeOfRequest(req)));
    });

    app.put(`${PLATFORM_BASE}/password`, requireRecentSignIn, async (req, res) => {
      const body = bodyObject(req.body);
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      const newPassword = requiredString(body, 'newPassword', { raw: true });
      const t = apiText(req);
      const broken = brokenPasswordRules(newPassword, localeOfRequest(req));
      if (broken.length) {
        throw new HttpError(400, t('platform.weakPassword'), { failedRules: broken });
      }
      const user = currentUser(db, req);
      await checkCurrentPassword(db, req, user, currentPassword);
      if (newPassword === currentPassword) throw badRequest(t('platform.samePassword'));
      updatePasswordHash(db, user.id, await hashPassword(newPassword));
      // Whoever else knew the old password is signed out; this session goes on.
      revokeOtherSessions(db, user.id, req.auth?.sessionUid);
      sendSecurityNotice(db, { kind: 'password-changed', userId: user.id, device: deviceOf(req) });
      res.status(204).end();
    });

    app.get(`${PLATFORM_BASE}/mfa/enabled`, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json({ enabled: isMfaEnabled(db, user.id) });
    });

    app.post(`${PLATFORM_BASE}/mfa/account`, requireRecentSignIn, (req, res) => {
      const user = currentUser(db, req);
      if (isMfaEnabled(db, user.id)) {
        throw new HttpError(409, apiText(req)('platform.alreadyEnabled'));
      }
      res.status(201).json({ accountUrl: createPendingSecret(db, user.id, user.email) });
    });

    // Step-up: turning 2FA on or off, deleting it and new recovery codes need the current
    // password as well as the token, and each change ends the customer's other sessions.
    app.post(`${PLATFORM_BASE}/mfa/enable`, requireRecentSignIn, async (req, res) => {
      const user = currentUser(db, req);
      const t = apiText(req);
      const body = bodyObject(req.body);
      const code = body.code;
      if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) {
        throw badRequest(t('platform.codeFormat'));
      }
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      await checkCurrentPassword(db, req, user, currentPassword);
      const state = mfaState(db, user.id);
      if (!state.pendingSecret) {
        throw new HttpError(
          409,
          state.enabled ? t('platform.alreadyEnabled') : t('platform.noPendingSecret'),
        );
      }
      const step = codeStep(code.trim(), state.pendingSecret);
      if (step === null) throw badRequest(t('platform.wrongCode'));
      enableWithPending(db, user.id, step);
      const recoveryCodes = createRecoveryCodes(db, user.id);
      revokeOtherSessions(db, user.id, req.auth?.sessionUid);
      sendSecurityNotice(db, { kind: 'mfa-enabled', userId: user.id, device: deviceOf(req) });
      res.set('Cache-Control', 'no-store').json({ enabled: true, recoveryCodes });
    });

    app.post(`${PLATFORM_BASE}/mfa/disable`, requireRecentSignIn, async (req, res) => {
      const user = currentUser(db, req);
      const body = bodyObject(req.body);
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      await checkCurrentPassword(db, req, user, currentPassword);
      const wasOn = isMfaEnabled(db, user.id);
      disable(db, user.id);
      revokeOtherSessions(db, user.id, req.auth?.sessionUid);
      if (wasOn) {
        sendSecurityNotice(db, { kind: 'mfa-disabled', userId: user.id, device: deviceOf(req) });
      }
      res.json({ enabled: false });
    });

    app.delete(`${PLATFORM_BASE}/mfa/account`, requireRecentSignIn, async (req, res) => {
      const user = currentUser(db, req);
      const body = bodyObject(req.body);
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      await checkCurrentPassword(db, req, user, currentPassword);
      // Deleting an unfinished set-up changes nothing the customer relies on: no notice.
      const wasOn = isMfaEnabled(db, user.id);
      deleteAccount(db, user.id);
      revokeOtherSessions(db, user.id, req.auth?.sessionUid);
      if (wasOn) {
        sendSecurityNotice(db, { kind: 'mfa-disabled', userId: user.id, device: deviceOf(req) });
      }
      res.status(204).end();
    });

    app.get(`${PLATFORM_BASE}/mfa/recovery-codes`, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json({ remaining: remainingRecoveryCodes(db, user.id) });
    });

    app.post(`${PLATFORM_BASE}/mfa/recovery-codes`, requireRecentSignIn, async (req, res) => {
      const user = currentUser(db, req);
      const currentPassword = requiredString(bodyObject(req.body), 'currentPassword', {
        raw: true,
      });
      await checkCurrentPassword(db, req, user, currentPassword);
      if (!isMfaEnabled(db, user.id)) {
        throw new HttpError(409, apiText(req)('platform.notEnabled'));
      }
      const recoveryCodes = createRecoveryCodes(db, user.id);
      sendSecurityNotice(db, {
        kind: 'recovery-codes-regenerated',
        userId: user.id,
        device: deviceOf(req),
      });
      res.status(201).set('Cache-Control', 'no-store').json({ recoveryCodes });
    });
  },
};
