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
import { checkCurrentPassword, currentUser } from './current-user.js';
import type { RouteModule } from './types.js';

/** Base path of the platform service. */
export const PLATFORM_BASE = '/api/platform';

/** Messages of the platform endpoints. */
export const PLATFORM_MESSAGES = {
  weakPassword: 'The new password does not meet the password requirements.',
  samePassword: 'The new password must be different from the current password.',
  codeFormat: 'code must be the 6-digit code from your authenticator app.',
  wrongCode: 'That code is not valid. Enter the current 6-digit code from your authenticator app.',
  noPendingSecret: 'Start two-factor set-up first (POST /mfa/account).',
  alreadyEnabled: 'Two-factor authentication is already on.',
  notEnabled: 'Two-factor authentication is off: turn it on to get recovery codes.',
} as const;

/** Whether the customer has two-factor authentication switched on. */
export function isMfaEnabled(db: Db, userId: string): boolean {
  return mfaState(db, userId).enabled;
}

/** Password requirements and change, MFA status, set-up, enable, disable, delete. */
export const platformRoutes: RouteModule = {
  mount(app, { db, requireRecentSignIn }) {
    app.get(`${PLATFORM_BASE}/password-requirements`, (_req, res) => {
      res.json(passwordRequirements());
    });

    app.put(`${PLATFORM_BASE}/password`, requireRecentSignIn, async (req, res) => {
      const body = bodyObject(req.body);
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      const newPassword = requiredString(body, 'newPassword', { raw: true });
      const broken = brokenPasswordRules(newPassword);
      if (broken.length) {
        throw new HttpError(400, PLATFORM_MESSAGES.weakPassword, { failedRules: broken });
      }
      const user = currentUser(db, req);
      await checkCurrentPassword(db, req, user, currentPassword);
      if (newPassword === currentPassword) throw badRequest(PLATFORM_MESSAGES.samePassword);
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
      if (isMfaEnabled(db, user.id)) throw new HttpError(409, PLATFORM_MESSAGES.alreadyEnabled);
      res.status(201).json({ accountUrl: createPendingSecret(db, user.id, user.email) });
    });

    // Step-up: turning 2FA on or off, deleting it and new recovery codes need the current
    // password as well as the token, and each change ends the customer's other sessions.
    app.post(`${PLATFORM_BASE}/mfa/enable`, requireRecentSignIn, async (req, res) => {
      const user = currentUser(db, req);
      const body = bodyObject(req.body);
      const code = body.code;
      if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) {
        throw badRequest(PLATFORM_MESSAGES.codeFormat);
      }
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      await checkCurrentPassword(db, req, user, currentPassword);
      const state = mfaState(db, user.id);
      if (!state.pendingSecret) {
        throw new HttpError(
          409,
          state.enabled ? PLATFORM_MESSAGES.alreadyEnabled : PLATFORM_MESSAGES.noPendingSecret,
        );
      }
      const step = codeStep(code.trim(), state.pendingSecret);
      if (step === null) throw badRequest(PLATFORM_MESSAGES.wrongCode);
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
      if (!isMfaEnabled(db, user.id)) throw new HttpError(409, PLATFORM_MESSAGES.notEnabled);
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
