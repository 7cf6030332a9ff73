// "Forgot password?": a single-use reset link by mail, valid for 30 minutes. Only a hash of the
// token is stored, so a copy of the database cannot reset anyone's password.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import { findUserByEmail } from '../users.js';
import { sendMail } from './outbox.js';
import { mailLocale, mailText } from './text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** How long a reset link works. */
export const RESET_TTL_MS = 30 * 60 * 1000;
/** Reset mails per customer per hour at most (the request form is anonymous). */
export const RESETS_PER_HOUR = 3;

/** Where the reset page lives on the server's origin. */
export const RESET_PATH = '/oidc/password-reset';

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The link of a reset mail: English keeps the plain link; another language rides along as
 * `ui_locales`, so the page opens in the language the mail was written in.
 */
export function resetLink(origin: string, token: string, locale: Locale): string {
  const language = locale === 'en' ? '' : `&ui_locales=${locale}`;
  return `${origin}${RESET_PATH}?token=${token}${language}`;
}

/**
 * Mails a reset link when `email` belongs to a customer (nothing otherwise: the caller answers
 * the same either way), in the customer's language, else the one of the page that asked
 * (`requested`); the link opens the reset page in that language too. Returns whether a mail was
 * sent, for tests.
 */
export function requestPasswordReset(
  db: Db,
  origin: string,
  email: string,
  requested: Locale,
): boolean {
  const user = findUserByEmail(db, email);
  if (!user) return false;
  const now = Date.now();
  db.prepare('DELETE FROM password_resets WHERE expires_at < ?').run(now - RESET_TTL_MS);
  const recent = db
    .prepare('SELECT COUNT(*) AS n FROM password_resets WHERE user_id = ? AND expires_at > ?')
    .get(user.id, now + RESET_TTL_MS - 60 * 60 * 1000) as { n: number };
  if (recent.n >= RESETS_PER_HOUR) return false;
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    tokenHash(token),
    user.id,
    now + RESET_TTL_MS,
  );
  const locale = mailLocale(user.language, requested);
  const t = mailText.t(locale);
  sendMail(db, {
    to: user.email,
    subject: t('reset.subject'),
    body: t('reset.body', { link: resetLink(origin, token, locale) }),
  });
  return true;
}

/** The customer a reset token belongs to, when it is unused and unexpired. */
export function findResetUser(db: Db, token: string): string | undefined {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const row = db
    .prepare(
      'SELECT user_id AS userId, expires_at AS expiresAt, used_at AS usedAt FROM password_resets WHERE token_hash = ?',
    )
    .get(tokenHash(token)) as
    { userId: string; expiresAt: number; usedAt: number | null } | undefined;
  if (!row || row.usedAt !== null || row.expiresAt < Date.now()) return undefined;
  return row.userId;
}

/** Uses a token up (and every other open token of the customer); false if it was already used. */
export function consumeResetToken(db: Db, token: string, userId: string): boolean {
  const used = db
    .prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
    .run(Date.now(), tokenHash(token));
  db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
    Date.now(),
    userId,
  );
  return used.changes === 1;
}
