// The reference backend's mail: every message goes to an outbox in the database instead of a
// mail server, readable at /demo/mail/ (developers) and /demo/mail/api/messages (tests), so
// every mail flow (email confirmation, password reset) is real end to end on one machine.
import type { Db } from '../db/database.js';

/** One sent message. */
export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  body: string;
  sentAt: string;
}

/** Messages kept at most; older ones are dropped (anyone can trigger a reset mail). */
export const OUTBOX_CAP = 500;

/** "Sends" a message: stores it in the outbox. */
export function sendMail(db: Db, message: { to: string; subject: string; body: string }): void {
  db.prepare(
    'INSERT INTO mail_outbox (to_address, subject, body, sent_at) VALUES (?, ?, ?, ?)',
  ).run(message.to, message.subject, message.body, new Date().toISOString());
  db.prepare(
    `DELETE FROM mail_outbox WHERE id NOT IN (SELECT id FROM mail_outbox ORDER BY id DESC LIMIT ?)`,
  ).run(OUTBOX_CAP);
}

/** The outbox, newest first, optionally only the messages to one address (any case). */
export function listMail(db: Db, to?: string, limit = 100): MailMessage[] {
  const where = to ? 'WHERE to_address = ? COLLATE NOCASE' : '';
  const params: unknown[] = to ? [to.trim(), limit] : [limit];
  return db
    .prepare(
      `SELECT id, to_address AS "to", subject, body, sent_at AS sentAt FROM mail_outbox
       ${where} ORDER BY id DESC LIMIT ?`,
    )
    .all(...params) as MailMessage[];
}
