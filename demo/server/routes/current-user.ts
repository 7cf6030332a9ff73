// The signed-in customer of a request, for every route module of the account centre's services:
// their row, and the current-password check that guards a change. Their messages are in the
// request's language (issue 28); the English is the spec's.
import type { Request } from 'express';
import { HttpError } from '../api/errors.js';
import { reserveAttempt } from '../attempts.js';
import type { Db } from '../db/database.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { verifyPassword } from '../passwords.js';
import { apiText } from '../security/text.js';
import { tooManyAttemptsMessage } from '../throttle.js';
import { findUserById, type UserRow } from '../users.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** The signed-in customer's row (the auth middleware has run), or a 404 `Customer not found.` */
export function currentUser(db: Db, req: Request): UserRow {
  const user = req.auth ? findUserById(db, req.auth.userId) : undefined;
  if (!user) throw new HttpError(404, apiText(req)('currentUser.unknown'));
  return user;
}

/**
 * 403 `Invalid current password.` unless `password` is the customer's. Guessing it here spends
 * the same throttle budget as the sign-in page (429 while the customer has to wait), counted
 * before the password is checked, and each wrong guess is an attempt in the access activity.
 */
export async function checkCurrentPassword(
  db: Db,
  req: Request,
  user: UserRow,
  password: string,
): Promise<void> {
  const attempt = reserveAttempt(db, {
    kind: 'current-password',
    userId: user.id,
    email: user.email,
    ip: req.ip,
    userAgent: req.get('user-agent'),
  });
  if (!attempt.allowed) throw tooManyAttempts(attempt.waitMs, localeOfRequest(req));
  if (!(await verifyPassword(password, user.passwordHash))) {
    attempt.failed();
    throw new HttpError(403, apiText(req)('currentUser.invalidPassword'));
  }
  attempt.release();
}

/** The API's 429 while the throttle makes the customer wait, in the request's `locale`. */
export function tooManyAttempts(waitMs: number, locale: Locale): HttpError {
  return new HttpError(429, tooManyAttemptsMessage(waitMs, locale), {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}
