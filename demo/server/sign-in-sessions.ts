// Signed-in devices and ending sessions. The provider keeps each browser's session, its grants
// and their tokens in `oidc_models` (adapter.ts); this module lists a customer's live sessions
// with the device they came from, and revokes sessions with everything issued under them, as
// the provider's own `revokeByGrantId` does, for "sign out" per device, "sign out everywhere" and
// after a password or 2FA change.
import { parseUserAgent } from './access-activity.js';
import type { Db } from './db/database.js';
import type { SignedInDevice } from '../../src/contracts/profile.js';

/** Remembers (or refreshes) the device of a provider session after an authorization. */
export function recordDevice(
  db: Db,
  device: { sessionUid: string; userId: string; userAgent?: string; ip?: string },
  now = new Date(),
): void {
  const { browser, os } = parseUserAgent(device.userAgent);
  db.prepare(
    `INSERT INTO sign_in_devices (session_uid, user_id, browser, os, ip, signed_in_at, last_seen_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (session_uid) DO UPDATE SET last_seen_at = excluded.last_seen_at,
       ip = excluded.ip`,
  ).run(
    device.sessionUid,
    device.userId,
    browser,
    os,
    device.ip ?? null,
    now.toISOString(),
    now.toISOString(),
  );
}

/** Marks a session as seen now (at most once a minute, so API calls stay cheap). */
export function touchDevice(db: Db, sessionUid: string, now = Date.now()): void {
  db.prepare(
    'UPDATE sign_in_devices SET last_seen_at = ? WHERE session_uid = ? AND last_seen_at < ?',
  ).run(new Date(now).toISOString(), sessionUid, new Date(now - 60_000).toISOString());
}

interface SessionRow {
  id: string;
  uid: string;
  payload: string;
}

function liveSessions(db: Db, userId: string): SessionRow[] {
  return db
    .prepare(
      `SELECT id, uid, payload FROM oidc_models WHERE model = 'Session'
       AND json_extract(payload, '$.accountId') = ? AND (expires_at IS NULL OR expires_at > ?)`,
    )
    .all(userId, Date.now()) as SessionRow[];
}

function grantIdsOf(session: SessionRow): string[] {
  const payload = JSON.parse(session.payload) as {
    authorizations?: Record<string, { grantId?: string }>;
  };
  return Object.values(payload.authorizations ?? {})
    .map((entry) => entry.grantId)
    .filter((id): id is string => typeof id === 'string');
}

/** The customer's live sessions with their devices, most recently seen first. */
export function listDevices(db: Db, userId: string, currentSessionUid?: string): SignedInDevice[] {
  const live = new Set(liveSessions(db, userId).map((session) => session.uid));
  const rows = db
    .prepare(
      `SELECT session_uid AS id, browser, os, ip, signed_in_at AS signedInAt,
         last_seen_at AS lastSeenAt
       FROM sign_in_devices WHERE user_id = ? ORDER BY last_seen_at DESC`,
    )
    .all(userId) as Omit<SignedInDevice, 'current'>[];
  return rows
    .filter((row) => live.has(row.id))
    .map((row) => ({ ...row, ip: row.ip ?? '', current: row.id === currentSessionUid }));
}

function revokeGrants(db: Db, grantIds: readonly string[]): void {
  const byGrant = db.prepare('DELETE FROM oidc_models WHERE grant_id = ?');
  const grant = db.prepare("DELETE FROM oidc_models WHERE model = 'Grant' AND id = ?");
  for (const id of grantIds) {
    byGrant.run(id);
    grant.run(id);
  }
}

/** Ends one provider session of a customer and everything issued under it; false if unknown. */
export function revokeSession(db: Db, userId: string, sessionUid: string): boolean {
  const session = liveSessions(db, userId).find((row) => row.uid === sessionUid);
  if (!session) return false;
  db.transaction(() => {
    revokeGrants(db, grantIdsOf(session));
    db.prepare("DELETE FROM oidc_models WHERE model = 'Session' AND id = ?").run(session.id);
    db.prepare('DELETE FROM sign_in_devices WHERE session_uid = ?').run(sessionUid);
  })();
  return true;
}

/**
 * Ends every session of the customer except `keepSessionUid` (the one the request came from,
 * when given), with every grant, access token and refresh token not issued under it.
 */
export function revokeOtherSessions(db: Db, userId: string, keepSessionUid?: string): number {
  const sessions = liveSessions(db, userId);
  const kept = sessions.find((session) => session.uid === keepSessionUid);
  const keepGrants = new Set(kept ? grantIdsOf(kept) : []);
  let ended = 0;
  db.transaction(() => {
    for (const session of sessions) {
      if (session === kept) continue;
      db.prepare("DELETE FROM oidc_models WHERE model = 'Session' AND id = ?").run(session.id);
      db.prepare('DELETE FROM sign_in_devices WHERE session_uid = ?').run(session.uid);
      ended++;
    }
    // Grants outlive sessions (and tokens carry the grant id): end all the others too.
    const grants = db
      .prepare(
        `SELECT id FROM oidc_models WHERE model = 'Grant'
         AND json_extract(payload, '$.accountId') = ?`,
      )
      .all(userId) as { id: string }[];
    revokeGrants(
      db,
      grants.map((grant) => grant.id).filter((id) => !keepGrants.has(id)),
    );
    // Tokens whose grant row is already gone still name the customer.
    const orphans = db
      .prepare(
        `SELECT DISTINCT grant_id AS id FROM oidc_models
         WHERE model IN ('AccessToken', 'RefreshToken', 'AuthorizationCode')
         AND json_extract(payload, '$.accountId') = ? AND grant_id IS NOT NULL`,
      )
      .all(userId) as { id: string }[];
    revokeGrants(
      db,
      orphans.map((row) => row.id).filter((id) => !keepGrants.has(id)),
    );
  })();
  return ended;
}
