// Confirming a new email address with a code sent to it: until the customer types the code,
// the address is unverified (`email_verified` false in the id token and user info).
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/database.js';
import { sendMail } from './outbox.js';

/** How long a confirmation code works, and how many wrong tries one code allows. */
export const EMAIL_CODE_TTL_MS = 30 * 60 * 1000;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

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
 * any earlier code.
 */
export function startEmailConfirmation(db: Db, userId: string, email: string): void {
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
  sendMail(db, {
    to: email,
    subject: 'Confirm your new email address',
    body: `Your Smart Home Security confirmation code is ${code}.

Enter it on the Edit Email page of your account to confirm this address. It works for 30 minutes.
If you did not change your email address, sign in and change your password.`,
  });
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
