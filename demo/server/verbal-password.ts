// The verbal password: the word a customer says to the monitoring centre on the phone to prove
// who they are. Stored only as an scrypt hash (like the sign-in password); the API tells whether
// one is set and when, never the word itself.
import { badRequest } from './api/errors.js';
import type { Db } from './db/database.js';
import { hashPassword } from './passwords.js';
import { securityText } from './security/text.js';
import type { VerbalPasswordStatus } from '../../src/contracts/profile.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';

/** Shortest and longest verbal password, counted after spaces are tidied. */
export const VERBAL_PASSWORD_LENGTH = { min: 4, max: 32 } as const;

const ALLOWED = /^[A-Za-z0-9 ]+$/;

/**
 * The verbal password as it is checked and hashed: spaces at the ends dropped, runs of spaces
 * made one, and lower case, because a word said on the phone carries neither case nor spacing.
 */
export function normaliseVerbalPassword(value: string): string {
  return value.trim().replace(/ {2,}/g, ' ').toLowerCase();
}

/**
 * The normalised verbal password of a request body field, or a 400 saying the rule in `locale`
 * ('verbalPassword must be 4 to 32 characters: letters A-Z, digits 0-9 and spaces.').
 */
export function verbalPasswordField(
  body: Record<string, unknown>,
  field: string,
  locale: Locale,
): string {
  const t = securityText.t(locale);
  const value = body[field];
  if (typeof value !== 'string') throw badRequest(t('verbalPassword.required', { field }));
  const word = normaliseVerbalPassword(value);
  const { min, max } = VERBAL_PASSWORD_LENGTH;
  if (word.length < min || word.length > max || !ALLOWED.test(word)) {
    throw badRequest(t('verbalPassword.rule', { min, max }));
  }
  return word;
}

/** Whether the customer has a verbal password, and since when. */
export function verbalPasswordStatus(db: Db, userId: string): VerbalPasswordStatus {
  const row = db
    .prepare(
      `SELECT verbal_password_hash AS hash, verbal_password_updated_at AS updatedAt
       FROM users WHERE id = ?`,
    )
    .get(userId) as { hash: string | null; updatedAt: string | null } | undefined;
  const isSet = Boolean(row?.hash);
  return { isSet, updatedAt: isSet ? (row?.updatedAt ?? null) : null };
}

/** Stores the hash of an already normalised verbal password and the time of the change. */
export async function setVerbalPassword(
  db: Db,
  userId: string,
  word: string,
  now = new Date(),
): Promise<void> {
  const hash = await hashPassword(word);
  db.prepare(
    `UPDATE users SET verbal_password_hash = ?, verbal_password_updated_at = ? WHERE id = ?`,
  ).run(hash, now.toISOString(), userId);
}
