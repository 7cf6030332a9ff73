// Mail a signed-in or signing-in customer can ask for again and again (a new email code, a
// sign-in link): a few an hour per account, so the buttons cannot flood an inbox or mint code
// after code. Counted and recorded in one synchronous step, so concurrent requests cannot all
// pass the count.
import type { Db } from '../db/database.js';

/** What is being asked for. */
export type MailPurpose = 'email-code' | 'sign-in-link';

/** Requests of one purpose per account per hour. */
export const MAIL_REQUESTS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** Allowed (and counted), or how long until the oldest request of the hour has aged out. */
export function takeMailRequest(
  db: Db,
  userId: string,
  purpose: MailPurpose,
  now = Date.now(),
): { allowed: true } | { allowed: false; waitMs: number } {
  db.prepare('DELETE FROM mail_requests WHERE sent_at <= ?').run(now - HOUR_MS);
  const rows = db
    .prepare(
      `SELECT sent_at AS sentAt FROM mail_requests WHERE user_id = ? AND purpose = ?
       ORDER BY sent_at ASC`,
    )
    .all(userId, purpose) as { sentAt: number }[];
  if (rows.length >= MAIL_REQUESTS_PER_HOUR) {
    return { allowed: false, waitMs: Math.max(1000, (rows[0]?.sentAt ?? now) + HOUR_MS - now) };
  }
  db.prepare('INSERT INTO mail_requests (user_id, purpose, sent_at) VALUES (?, ?, ?)').run(
    userId,
    purpose,
    now,
  );
  return { allowed: true };
}
