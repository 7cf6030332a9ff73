// Account-centre service (spec 7.2) under /api/account.
import type { Request } from 'express';
import type { Db } from '../db/database.js';
import { HttpError } from '../api/errors.js';
import { bodyObject, email, phone, requiredString } from '../api/validation.js';
import { recordSignIn } from '../access-activity.js';
import { confirmEmail, emailStatus, startEmailConfirmation } from '../mail/email-change.js';
import { verifyPassword } from '../passwords.js';
import { listDevices, revokeOtherSessions, revokeSession } from '../sign-in-sessions.js';
import { throttleWaitMs, tooManyAttemptsMessage } from '../throttle.js';
import {
  findUserByEmail,
  findUserById,
  updateContact,
  userRecord,
  type UserRow,
} from '../users.js';
import type { RouteModule } from './types.js';

/** Base path of the account-centre service. */
export const ACCOUNT_BASE = '/api/account';

/** Messages the spec and docs/contracts.md quote. */
export const ACCOUNT_MESSAGES = {
  invalidCurrentPassword: 'Invalid current password.',
  emailTaken: 'That email address is already used by another account.',
  unknownCustomer: 'Customer not found.',
  unknownSession: 'No signed-in device with that id.',
  emailCodeFormat: 'code must be the 6-digit code from the confirmation email.',
  emailCodeWrong: 'That code is not right. Check the latest confirmation email and try again.',
  emailCodeExpired: 'That code has expired or was tried too often. Send a new code.',
  emailNothingToConfirm: 'Your email address is already confirmed.',
} as const;

/** The signed-in customer's row (the auth middleware has run), or a 404. */
export function currentUser(db: Db, req: Request): UserRow {
  const user = req.auth ? findUserById(db, req.auth.userId) : undefined;
  if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.unknownCustomer);
  return user;
}

/**
 * 403 `Invalid current password.` unless `password` is the customer's. Guessing it here spends
 * the same throttle budget as the sign-in page (429 while the customer has to wait), and each
 * wrong guess is an attempt in the access activity.
 */
export async function checkCurrentPassword(
  db: Db,
  req: Request,
  user: UserRow,
  password: string,
): Promise<void> {
  const wait = throttleWaitMs(db, { email: user.email, ip: req.ip });
  if (wait > 0) {
    throw new HttpError(429, tooManyAttemptsMessage(wait), {
      retryAfterSeconds: Math.ceil(wait / 1000),
    });
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    recordSignIn(db, {
      userId: user.id,
      email: user.email,
      ip: req.ip,
      userAgent: req.get('user-agent'),
      success: false,
      mfaUsed: false,
      kind: 'current-password',
    });
    throw new HttpError(403, ACCOUNT_MESSAGES.invalidCurrentPassword);
  }
}

/** The no-contact answer of docs/contracts.md (the account service has no contact record). */
export function noContactError(user: UserRow): HttpError {
  return new HttpError(404, `syncError: no contact found for ${user.email}`, {
    errors: { errorId: ['NOCONTACT'] },
  });
}

/** GET/PUT user-info. */
export const accountRoutes: RouteModule = {
  mount(app, { db }) {
    app.get(`${ACCOUNT_BASE}/user-info`, (req, res) => {
      const user = currentUser(db, req);
      if (!user.hasContact) throw noContactError(user);
      res.set('Cache-Control', 'no-store').json(userRecord(db, user));
    });

    app.put(`${ACCOUNT_BASE}/user-info`, async (req, res) => {
      const body = bodyObject(req.body);
      const newEmail = email(body, 'newEmailAddress');
      const phoneNumber = phone(body, 'phoneNumber');
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      const user = currentUser(db, req);
      await checkCurrentPassword(db, req, user, currentPassword);
      const owner = findUserByEmail(db, newEmail);
      if (owner && owner.id !== user.id) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
      updateContact(db, user.id, newEmail, phoneNumber);
      // A new address is unverified until the code mailed to it comes back.
      if (newEmail.toLowerCase() !== user.email.toLowerCase()) {
        startEmailConfirmation(db, user.id, newEmail);
      }
      res.status(204).end();
    });

    const confirmation = `${ACCOUNT_BASE}/email-confirmation`;
    app.get(confirmation, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json(emailStatus(db, user.id));
    });

    app.post(confirmation, (req, res) => {
      const user = currentUser(db, req);
      const code = bodyObject(req.body).code;
      if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) {
        throw new HttpError(400, ACCOUNT_MESSAGES.emailCodeFormat);
      }
      const result = confirmEmail(db, user.id, code.trim());
      if (result === 'none') throw new HttpError(409, ACCOUNT_MESSAGES.emailNothingToConfirm);
      if (result === 'expired') throw new HttpError(410, ACCOUNT_MESSAGES.emailCodeExpired);
      if (result === 'wrong') throw new HttpError(400, ACCOUNT_MESSAGES.emailCodeWrong);
      res.json(emailStatus(db, user.id));
    });

    app.post(`${confirmation}/resend`, (req, res) => {
      const user = currentUser(db, req);
      const status = emailStatus(db, user.id);
      if (status.verified) throw new HttpError(409, ACCOUNT_MESSAGES.emailNothingToConfirm);
      startEmailConfirmation(db, user.id, status.email);
      res.status(202).json(status);
    });

    // Signed-in devices: the customer's live provider sessions (docs/contracts.md).
    app.get(`${ACCOUNT_BASE}/sessions`, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json(listDevices(db, user.id, req.auth?.sessionUid));
    });

    // "Sign out everywhere": every other device; the caller's own session goes on (the SPA
    // then signs itself out the usual way).
    app.delete(`${ACCOUNT_BASE}/sessions`, (req, res) => {
      const user = currentUser(db, req);
      res.json({ ended: revokeOtherSessions(db, user.id, req.auth?.sessionUid) });
    });

    app.delete(`${ACCOUNT_BASE}/sessions/:id`, (req, res) => {
      const user = currentUser(db, req);
      if (!revokeSession(db, user.id, req.params.id)) {
        throw new HttpError(404, ACCOUNT_MESSAGES.unknownSession);
      }
      res.status(204).end();
    });
  },
};
