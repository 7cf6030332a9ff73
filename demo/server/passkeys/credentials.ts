// The stored passkeys: one row per WebAuthn credential (its id, COSE public key, signature
// counter and transports) with the name the customer gave it and when it was added and used.
import type { AuthenticatorTransportFuture, WebAuthnCredential } from '@simplewebauthn/server';
import { parseUserAgent } from '../access-activity.js';
import type { Db } from '../db/database.js';
import { securityText } from '../security/text.js';
import type { Passkey } from '../../../src/contracts/passkeys.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** A stored credential with its owner. */
export interface StoredPasskey extends Passkey {
  userId: string;
  credential: WebAuthnCredential;
}

interface Row {
  id: string;
  userId: string;
  publicKey: Buffer;
  counter: number;
  transports: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const COLUMNS = `id, user_id AS userId, public_key AS publicKey, counter, transports, name,
  created_at AS createdAt, last_used_at AS lastUsedAt`;

function toPasskey(row: Row): StoredPasskey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    userId: row.userId,
    credential: {
      id: row.id,
      publicKey: new Uint8Array(row.publicKey),
      counter: row.counter,
      transports: JSON.parse(row.transports) as AuthenticatorTransportFuture[],
    },
  };
}

/** What the API shows of a passkey (never its key). */
export function publicPasskey({ id, name, createdAt, lastUsedAt }: Passkey): Passkey {
  return { id, name, createdAt, lastUsedAt };
}

/** The customer's passkeys, oldest first. */
export function listPasskeys(db: Db, userId: string): StoredPasskey[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM passkeys WHERE user_id = ? ORDER BY created_at, id`)
    .all(userId) as Row[];
  return rows.map(toPasskey);
}

/** A credential by its id (base64url), whoever owns it. */
export function findPasskey(db: Db, id: string): StoredPasskey | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM passkeys WHERE id = ?`).get(id) as Row | undefined;
  return row ? toPasskey(row) : undefined;
}

/**
 * The name a passkey gets when the customer gives none: the browser and system it was made on,
 * in the language of the request that added it ('Chrome on macOS', 'Chrome en macOS').
 */
export function defaultPasskeyName(userAgent: string | undefined, locale: Locale): string {
  const t = securityText.t(locale);
  const { browser, os } = parseUserAgent(userAgent);
  const family = (described: string) => described.replace(/ \d+$/, '');
  if (browser === 'Unknown' && os === 'Unknown') return t('passkey.unnamed');
  return t('passkey.defaultName', { browser: family(browser), os: family(os) });
}

/** Stores a new credential for `userId`. */
export function savePasskey(
  db: Db,
  userId: string,
  credential: WebAuthnCredential,
  name: string,
  now = new Date(),
): StoredPasskey {
  db.prepare(
    `INSERT INTO passkeys (id, user_id, public_key, counter, transports, name, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    credential.id,
    userId,
    Buffer.from(credential.publicKey),
    credential.counter,
    JSON.stringify(credential.transports ?? []),
    name,
    now.toISOString(),
  );
  return findPasskey(db, credential.id)!;
}

/** Renames one of the customer's passkeys; undefined when they have none with that id. */
export function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): StoredPasskey | undefined {
  const result = db
    .prepare('UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ?')
    .run(name, id, userId);
  return result.changes === 1 ? findPasskey(db, id) : undefined;
}

/** Removes one of the customer's passkeys; false when they have none with that id. */
export function removePasskey(db: Db, userId: string, id: string): boolean {
  return (
    db.prepare('DELETE FROM passkeys WHERE id = ? AND user_id = ?').run(id, userId).changes === 1
  );
}

/**
 * Records a verified use: the new signature counter and the time. Compare-and-set on the counter
 * read before the check, so two assertions verified at once against the same old counter cannot
 * both be recorded (the second finds the counter moved and is refused).
 */
export function recordPasskeyUse(
  db: Db,
  passkey: StoredPasskey,
  newCounter: number,
  now = new Date(),
): boolean {
  return (
    db
      .prepare('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ? AND counter = ?')
      .run(newCounter, now.toISOString(), passkey.id, passkey.credential.counter).changes === 1
  );
}
