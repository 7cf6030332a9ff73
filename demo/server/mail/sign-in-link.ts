// "Email me a sign-in link": the owner's way past the guessing throttle. A stranger's wrong
// passwords can make an account wait on every address it has not signed in from (issue 23,
// finding 7); a link mailed to the account's address proves the mailbox instead, so the owner
// signs in from a new device or network at once. The link is single use, lasts 15 minutes and
// works only in the browser that asked for it (it names that browser's sign-in interaction, whose
// cookie the provider checks). Only a hash of the token is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { findUserByEmail } from '../users.js';
import { takeMailRequest } from './mail-requests.js';
import { sendMail } from './outbox.js';
import { mailLocale, mailText } from './text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** How long a sign-in link works. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Where the link of sign-in interaction `uid` points. */
export function signInLinkPath(uid: string): string {
  return `/oidc/interaction/${encodeURIComponent(uid)}/sign-in-link`;
}

/**
 * Mails a link when `email` has an account and it has asked for fewer than three this hour
 * (nothing otherwise: the page answers the same either way), in the customer's language, else
 * the sign-in page's (`requested`). Returns whether one was sent.
 */
export function sendSignInLink(
  db: Db,
  origin: string,
  email: string,
  uid: string,
  requested: Locale,
): boolean {
  const user = findUserByEmail(db, email);
  if (!user) return false;
  if (!takeMailRequest(db, user.id, 'sign-in-link').allowed) return false;
  const now = Date.now();
  db.prepare('DELETE FROM sign_in_links WHERE expires_at < ?').run(now);
  const token = randomBytes(32).toString('base64url');
  db.prepare(
    'INSERT INTO sign_in_links (token_hash, user_id, interaction_uid, expires_at) VALUES (?, ?, ?, ?)',
  ).run(tokenHash(token), user.id, uid, now + SIGN_IN_LINK_TTL_MS);
  const t = mailText.t(mailLocale(user.language, requested));
  sendMail(db, {
    to: user.email,
    subject: t('signInLink.subject'),
    body: t('signInLink.body', { link: `${origin}${signInLinkPath(uid)}?token=${token}` }),
  });
  return true;
}

/** Uses up a link of interaction `uid`; the customer it signs in, or undefined. */
export function consumeSignInLink(db: Db, token: string, uid: string): string | undefined {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const hash = tokenHash(token);
  const row = db
    .prepare('SELECT user_id AS userId FROM sign_in_links WHERE token_hash = ?')
    .get(hash) as { userId: string } | undefined;
  if (!row) return undefined;
  const used = db
    .prepare(
      `UPDATE sign_in_links SET used_at = ? WHERE token_hash = ? AND interaction_uid = ?
       AND used_at IS NULL AND expires_at > ?`,
    )
    .run(Date.now(), hash, uid, Date.now());
  return used.changes === 1 ? row.userId : undefined;
}
