// Account-centre service (spec 7.2) under /api/account.
import { accountErrorCode, accountProblemError } from '../account-problems.js';
import { HttpError } from '../api/errors.js';
import { bodyObject, email, phone, requiredString } from '../api/validation.js';
import { confirmEmail, emailStatus, startEmailConfirmation } from '../mail/email-change.js';
import { listDevices, revokeOtherSessions, revokeSession } from '../sign-in-sessions.js';
import { findUserByEmail, updateContact, userRecord, type UserRow } from '../users.js';
import { checkCurrentPassword, currentUser } from './current-user.js';
import type { RouteModule } from './types.js';

/** Base path of the account-centre service. */
export const ACCOUNT_BASE = '/api/account';

/** Messages the spec and docs/contracts.md quote. */
export const ACCOUNT_MESSAGES = {
  emailTaken: 'That email address is already used by another account.',
  unknownSession: 'No signed-in device with that id.',
  emailCodeFormat: 'code must be the 6-digit code from the confirmation email.',
  emailCodeWrong: 'That code is not right. Check the latest confirmation email and try again.',
  emailCodeExpired: 'That code has expired or was tried too often. Send a new code.',
  emailNothingToConfirm: 'Your email address is already confirmed.',
} as const;

/** The no-contact answer of docs/contracts.md (the account service has no contact record). */
export function noContactError(user: UserRow): HttpError {
  return accountProblemError('NOCONTACT', user);
}

/** GET/PUT user-info. */
export const accountRoutes: RouteModule = {
  mount(app, { db }) {
    app.get(`${ACCOUNT_BASE}/user-info`, (req, res) => {
      const user = currentUser(db, req);
      // An account that cannot be opened (spec 3 account error codes): the code, not the record.
      const problem = accountErrorCode(user);
      if (problem) throw accountProblemError(problem, user);
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
