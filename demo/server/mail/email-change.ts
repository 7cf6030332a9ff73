// Confirming a new email address with a code sent to it: until the customer types the code,
// the address is unverified (`email_verified` false in the id token and user info).
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/database.js';
import { findUserByEmail, findUserById } from '../users.js';
import { sendMail } from './outbox.js';
import { mailLocale, mailText } from './text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** How long a confirmation code works, and how many wrong tries one code allows. */
export const EMAIL_CODE_TTL_MS = 30 * 60 * 1000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/**
 * Wrong codes per account per hour, whatever code they were aimed at: a resend brings a new code
 * with its own five tries, but not a new budget (together with the resend limit of
 * mail-requests.ts, at most this many of the million codes can be tried in an hour).
 */
export const EMAIL_CODE_WRONG_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

/**
 * 0 when the account may try a code now, else how long (ms) until its oldest wrong code of the
 * hour ages out. Wrong codes are the `email-code` failures of the access activity.
 */
export function emailCodeWaitMs(db: Db, userId: string, now = Date.now()): number {
  const since = new Date(now - HOUR_MS).toISOString();
  const rows = db
    .prepare(
      `SELECT occurred_at AS at FROM access_activity WHERE user_id = ? AND kind = 'email-code'
       AND success = 0 AND occurred_at > ? ORDER BY occurred_at ASC`,
    )
    .all(userId, since) as { at: string }[];
  if (rows.length < EMAIL_CODE_WRONG_PER_HOUR) return 0;
  return Math.max(1000, Date.parse(rows[0]?.at ?? since) + HOUR_MS - now);
}

/** Why a code was not accepted. */
export type EmailConfirmationResult = 'confirmed' | 'wrong' | 'expired' | 'none';

function codeHash(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('base64url');
}

/** The customer's email and whether it is confirmed. */
export function emailStatus(db: Db, userId: string): { email: string; verified: boolean } {
  const row = db
    .prepare('SELECT email, email_verified AS verified FROM users WHERE id = ?')
    .get(userId) as { email: string; verified: number };
  return { email: row.email, verified: row.verified === 1 };
}

/**
 * Marks the (already changed) email as unverified and mails a new 6-digit code to it, replacing
 * any earlier code. The mail is in the customer's language, else the request's (`requested`).
 */
export function startEmailConfirmation(
  db: Db,
  userId: string,
  email: string,
  requested: Locale,
): void {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.transaction(() => {
    db.prepare('UPDATE users SET email_verified = 0 WHERE id = ?').run(userId);
    db.prepare(
      `INSERT INTO email_changes (user_id, new_email, code_hash, expires_at, attempts)
       VALUES (?, ?, ?, ?, 0)
       ON CONFLICT (user_id) DO UPDATE SET new_email = excluded.new_email,
         code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
    ).run(userId, email, codeHash(userId, code), Date.now() + EMAIL_CODE_TTL_MS);
  })();
  const t = mailText.t(mailLocale(findUserById(db, userId)?.language, requested));
  sendMail(db, { to: email, subject: t('emailCode.subject'), body: t('emailCode.body', { code }) });
}

/**
 * Someone signed in to another account asked to use `email`, which already has an account: its
 * owner hears about it (the API answered as if it had worked, so the caller learns nothing), in
 * the owner's language, else the request's.
 */
export function notifyAddressInUse(db: Db, email: string, requested: Locale): void {
  const t = mailText.t(mailLocale(findUserByEmail(db, email)?.language, requested));
  sendMail(db, { to: email, subject: t('addressInUse.subject'), body: t('addressInUse.body') });
}

/** Checks a code; a right one confirms the address. */
export function confirmEmail(db: Db, userId: string, code: string): EmailConfirmationResult {
  const row = db
    .prepare(
      `SELECT new_email AS email, code_hash AS hash, expires_at AS expiresAt, attempts
       FROM email_changes WHERE user_id = ?`,
    )
    .get(userId) as
    { email: string; hash: string; expiresAt: number; attempts: number } | undefined;
  if (!row) return 'none';
  if (row.expiresAt < Date.now() || row.attempts >= EMAIL_CODE_MAX_ATTEMPTS) return 'expired';
  if (codeHash(userId, code) !== row.hash) {
    db.prepare('UPDATE email_changes SET attempts = attempts + 1 WHERE user_id = ?').run(userId);
    return 'wrong';
  }
  db.transaction(() => {
    db.prepare('UPDATE users SET email_verified = 1 WHERE id = ? AND email = ?').run(
      userId,
      row.email,
    );
    db.prepare('DELETE FROM email_changes WHERE user_id = ?').run(userId);
  })();
  return 'confirmed';
}
