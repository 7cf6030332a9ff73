// Customer records: the one place that maps the users/services tables to the API's shapes.
import type { Db } from './db/database.js';
import { isLocale, type Locale } from '../../src/lib/shared/i18n/locales.js';

/** A customer row as the server uses it internally. */
export interface UserRow {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  platformUserId: string;
  customerId: string;
  hasContact: boolean;
  emailVerified: boolean;
  /** The language the customer chose (issue 28), which words their mail; null until they choose. */
  language: Locale | null;
}

/** A service as `GET /api/account/user-info` returns it; absent names are left out. */
export interface ServiceRecord {
  serviceName: string;
  nickName?: string;
  streetAddress1?: string;
  accountId: string;
  contractSigner: boolean;
  id: string;
}

/** The body of `GET /api/account/user-info` (docs/contracts.md). */
export interface UserRecord {
  id: string;
  email: string;
  platformUserId: string;
  customerId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  services: ServiceRecord[];
  /** The customer's chosen language (issue 28); left out until they choose one. */
  language?: Locale;
}

const USER_COLUMNS = `id, email, password_hash AS passwordHash, first_name AS firstName,
  last_name AS lastName, phone_number AS phoneNumber, platform_user_id AS platformUserId,
  customer_id AS customerId, has_contact AS hasContact, email_verified AS emailVerified,
  language`;

type RawUser = Omit<UserRow, 'hasContact' | 'emailVerified' | 'language'> & {
  hasContact: number;
  emailVerified: number;
  language: string | null;
};

function toUser(raw: RawUser | undefined): UserRow | undefined {
  if (!raw) return undefined;
  return {
    ...raw,
    hasContact: raw.hasContact === 1,
    emailVerified: raw.emailVerified === 1,
    language: isLocale(raw.language) ? raw.language : null,
  };
}

/** Looks a customer up by id. */
export function findUserById(db: Db, id: string): UserRow | undefined {
  return toUser(db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id) as RawUser);
}

/** Looks a customer up by email, ignoring case. */
export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return toUser(
    db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE email = ?`).get(email.trim()) as RawUser,
  );
}

/** The user-info record of a customer, services in their stored order. */
export function userRecord(db: Db, user: UserRow): UserRecord {
  const rows = db
    .prepare(
      `SELECT id, service_name AS serviceName, nickname, street_address1 AS streetAddress1,
        account_id AS accountId, contract_signer AS contractSigner
       FROM services WHERE user_id = ? ORDER BY position`,
    )
    .all(user.id) as {
    id: string;
    serviceName: string;
    nickname: string | null;
    streetAddress1: string | null;
    accountId: string;
    contractSigner: number;
  }[];
  return {
    id: user.id,
    email: user.email,
    platformUserId: user.platformUserId,
    customerId: user.customerId,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    services: rows.map((row) => ({
      serviceName: row.serviceName,
      ...(row.nickname ? { nickName: row.nickname } : {}),
      ...(row.streetAddress1 ? { streetAddress1: row.streetAddress1 } : {}),
      accountId: row.accountId,
      contractSigner: row.contractSigner === 1,
      id: row.id,
    })),
    ...(user.language ? { language: user.language } : {}),
  };
}

/**
 * Remembers the customer's language (issue 28). One UPDATE, so concurrent choices cannot leave a
 * mix: the last one to run is the one kept.
 */
export function updateLanguage(db: Db, id: string, language: Locale): void {
  db.prepare('UPDATE users SET language = ? WHERE id = ?').run(language, id);
}

/** Changes a customer's email and mobile number. */
export function updateContact(db: Db, id: string, email: string, phoneNumber: string): void {
  db.prepare('UPDATE users SET email = ?, phone_number = ? WHERE id = ?').run(
    email,
    phoneNumber,
    id,
  );
}

/** Replaces a customer's password hash and records when (the overview shows the date). */
export function updatePasswordHash(
  db: Db,
  id: string,
  passwordHash: string,
  now: Date = new Date(),
): void {
  db.prepare('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(
    passwordHash,
    now.toISOString(),
    id,
  );
}

/** When the customer last set their password: the last change, else the account's creation. */
export function passwordChangedAt(db: Db, id: string): string | null {
  const row = db
    .prepare(
      'SELECT password_changed_at AS changedAt, created_at AS createdAt FROM users WHERE id = ?',
    )
    .get(id) as { changedAt: string | null; createdAt: number } | undefined;
  if (!row) return null;
  // created_at is in seconds (the first 8 hex digits of the Mongo-style id).
  return row.changedAt ?? new Date(row.createdAt * 1000).toISOString();
}
