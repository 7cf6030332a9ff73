// My Smart Home (issue 12, spec 7.2 "claims magic URL"): the account centre claims a one-time
// sign-in link to the smart-home app for a service. Only a hash of the link's token is kept;
// the link works once, within 60 seconds.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db/database.js';
import type { ServiceRow } from './services.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';

/** How long a claimed link stays valid. */
export const MAGIC_LINK_TTL_MS = 60_000;

/** Path of the smart-home app stand-in's link handler. */
export const SMART_HOME_APP_PATH = '/smart-home-app/open';

/** One device of a service. */
export interface Device {
  id: string;
  name: string;
  kind: string;
  room: string;
  state: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a link for the customer's service; returns its URL and expiry. The link carries the
 * customer's language (`lang`), so the app opens in it.
 */
export function claimMagicUrl(
  db: Db,
  origin: string,
  userId: string,
  service: ServiceRow,
  now = Date.now(),
  locale: Locale = 'en',
): { url: string; expiresAt: string } {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + MAGIC_LINK_TTL_MS;
  // Spent and expired links are of no use to anyone: drop them as new ones are made.
  db.prepare('DELETE FROM smart_home_links WHERE expires_at < ?').run(now - MAGIC_LINK_TTL_MS);
  db.prepare(
    'INSERT INTO smart_home_links (token_hash, service_id, user_id, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hash(token), service.id, userId, expiresAt);
  return {
    url: `${origin}${SMART_HOME_APP_PATH}?token=${encodeURIComponent(token)}&lang=${locale}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}

/** What opening a link gives. */
export type RedeemResult =
  | { ok: true; serviceName: string; address: string | null; firstName: string; devices: Device[] }
  | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/** Spends a link: it works once, before it expires. */
export function redeemMagicUrl(db: Db, token: unknown, now = Date.now()): RedeemResult {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    return { ok: false, reason: 'invalid' };
  }
  const tokenHash = hash(token);
  const row = db
    .prepare(
      `SELECT l.service_id AS serviceId, l.expires_at AS expiresAt, l.used_at AS usedAt,
        s.service_name AS serviceName, s.street_address1 AS street, s.city, s.state, s.zip,
        u.first_name AS firstName
       FROM smart_home_links l JOIN services s ON s.id = l.service_id
       JOIN users u ON u.id = l.user_id WHERE l.token_hash = ?`,
    )
    .get(tokenHash) as
    | {
        serviceId: string;
        expiresAt: number;
        usedAt: number | null;
        serviceName: string;
        street: string | null;
        city: string | null;
        state: string | null;
        zip: string | null;
        firstName: string;
      }
    | undefined;
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.usedAt !== null) return { ok: false, reason: 'used' };
  if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
  // Only one of two simultaneous openings may win.
  const spent = db
    .prepare('UPDATE smart_home_links SET used_at = ? WHERE token_hash = ? AND used_at IS NULL')
    .run(now, tokenHash);
  if (spent.changes !== 1) return { ok: false, reason: 'used' };
  const devices = db
    .prepare(
      `SELECT id, name, kind, room, state FROM smart_home_devices
       WHERE service_id = ? ORDER BY position`,
    )
    .all(row.serviceId) as Device[];
  const address =
    row.street && row.city && row.state && row.zip
      ? `${row.street}, ${row.city}, ${row.state} ${row.zip}`
      : null;
  return { ok: true, serviceName: row.serviceName, address, firstName: row.firstName, devices };
}
