// Account-centre service (spec 7.2) under /api/account.
import type { Request } from 'express';
import type { Db } from '../db/database.js';
import { HttpError } from '../api/errors.js';
import { bodyObject, email, phone, requiredString } from '../api/validation.js';
import { verifyPassword } from '../passwords.js';
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
} as const;

/** The signed-in customer's row (the auth middleware has run), or a 404. */
export function currentUser(db: Db, req: Request): UserRow {
  const user = req.auth ? findUserById(db, req.auth.userId) : undefined;
  if (!user) throw new HttpError(404, ACCOUNT_MESSAGES.unknownCustomer);
  return user;
}

/** 403 `Invalid current password.` unless `password` is the customer's. */
export async function checkCurrentPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(password, user.passwordHash))) {
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
      await checkCurrentPassword(user, currentPassword);
      const owner = findUserByEmail(db, newEmail);
      if (owner && owner.id !== user.id) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
      updateContact(db, user.id, newEmail, phoneNumber);
      res.status(204).end();
    });
  },
};
