// Signing keys and cookie-signing keys, generated once and kept in the database so tokens and
// provider cookies stay valid across restarts.
import { generateKeyPairSync, randomBytes, randomUUID, type JsonWebKey } from 'node:crypto';
import type { Db } from '../db/database.js';

/** What the provider and the API's token check need. */
export interface ServerKeys {
  /** Private signing key set handed to oidc-provider (`jwks`). */
  jwks: { keys: JsonWebKey[] };
  /** The same keys without their private parts, for verifying id tokens. */
  publicJwks: { keys: JsonWebKey[] };
  /** Keys oidc-provider signs its cookies with (`cookies.keys`), newest first. */
  cookieKeys: string[];
}

const PRIVATE_PARTS = ['d', 'p', 'q', 'dp', 'dq', 'qi'];

function loadOrCreate(db: Db, name: string, create: () => string): string {
  const row = db.prepare('SELECT value FROM server_keys WHERE name = ?').get(name) as
    { value: string } | undefined;
  if (row) return row.value;
  const value = create();
  db.prepare('INSERT INTO server_keys (name, value, created_at) VALUES (?, ?, ?)').run(
    name,
    value,
    new Date().toISOString(),
  );
  return value;
}

function createSigningKeys(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg: 'RS256',
    use: 'sig',
  };
  return JSON.stringify({ keys: [jwk] });
}

function createCookieKeys(): string {
  return JSON.stringify([
    randomBytes(32).toString('base64url'),
    randomBytes(32).toString('base64url'),
  ]);
}

/** Loads the stored keys, generating them on first start. */
export function loadKeys(db: Db): ServerKeys {
  const jwks = JSON.parse(loadOrCreate(db, 'jwks', createSigningKeys)) as { keys: JsonWebKey[] };
  const cookieKeys = JSON.parse(loadOrCreate(db, 'cookie-keys', createCookieKeys)) as string[];
  const publicKeys = jwks.keys.map((key) =>
    Object.fromEntries(Object.entries(key).filter(([name]) => !PRIVATE_PARTS.includes(name))),
  );
  return { jwks, publicJwks: { keys: publicKeys }, cookieKeys };
}
