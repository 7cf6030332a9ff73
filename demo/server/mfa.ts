// Two-factor authentication with time-based one-time codes (RFC 6238, via otplib): the secret
// is pending until the customer proves their app has it by entering a code.
import { authenticator } from 'otplib';
import type { Db } from './db/database.js';

/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Smart Home Security';

// One step either side tolerates a phone clock that is up to 30 s off.
const totp = authenticator.clone({ window: 1 });

/** A customer's 2FA state. */
export interface MfaState {
  enabled: boolean;
  secret: string | null;
  pendingSecret: string | null;
}

/** The stored 2FA state of a customer. */
export function mfaState(db: Db, userId: string): MfaState {
  const row = db
    .prepare(
      `SELECT mfa_enabled AS enabled, mfa_secret AS secret, mfa_pending_secret AS pendingSecret
       FROM users WHERE id = ?`,
    )
    .get(userId) as { enabled: number; secret: string | null; pendingSecret: string | null };
  return {
    enabled: row?.enabled === 1,
    secret: row?.secret ?? null,
    pendingSecret: row?.pendingSecret ?? null,
  };
}

/** Starts (or restarts) set-up: stores a fresh pending secret, returns the otpauth:// URL. */
export function createPendingSecret(db: Db, userId: string, email: string): string {
  const secret = totp.generateSecret();
  db.prepare('UPDATE users SET mfa_pending_secret = ? WHERE id = ?').run(secret, userId);
  return totp.keyuri(email, TOTP_ISSUER, secret);
}

/** True when `code` is a current code for `secret`. */
export function checkCode(code: string, secret: string): boolean {
  return /^\d{6}$/.test(code) && totp.check(code, secret);
}

/** The current code for a secret (tests and the README's manual steps). */
export function currentCode(secret: string): string {
  return totp.generate(secret);
}

/** Turns 2FA on with the pending secret. */
export function enableWithPending(db: Db, userId: string): void {
  db.prepare(
    `UPDATE users SET mfa_enabled = 1, mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL
     WHERE id = ? AND mfa_pending_secret IS NOT NULL`,
  ).run(userId);
}

/** Turns 2FA off but keeps the secret (the account is deleted separately, spec 4.3). */
export function disable(db: Db, userId: string): void {
  db.prepare('UPDATE users SET mfa_enabled = 0 WHERE id = ?').run(userId);
}

/** Forgets every secret and turns 2FA off. */
export function deleteAccount(db: Db, userId: string): void {
  db.prepare(
    'UPDATE users SET mfa_enabled = 0, mfa_secret = NULL, mfa_pending_secret = NULL WHERE id = ?',
  ).run(userId);
}

/** How long the code step of a sign-in stays open (ms), and how many wrong codes it takes. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** Remembers that the password step of sign-in `uid` succeeded for `userId`. */
export function openChallenge(db: Db, uid: string, userId: string): void {
  db.prepare('DELETE FROM mfa_challenges WHERE expires_at < ?').run(Date.now());
  db.prepare(
    `INSERT INTO mfa_challenges (uid, user_id, expires_at, attempts) VALUES (?, ?, ?, 0)
     ON CONFLICT (uid) DO UPDATE SET user_id = excluded.user_id, expires_at = excluded.expires_at,
       attempts = 0`,
  ).run(uid, userId, Date.now() + CHALLENGE_TTL_MS);
}

/** The open code step of sign-in `uid`, if any. */
export function findChallenge(
  db: Db,
  uid: string,
): { userId: string; attempts: number } | undefined {
  const row = db
    .prepare(
      'SELECT user_id AS userId, attempts, expires_at AS expiresAt FROM mfa_challenges WHERE uid = ?',
    )
    .get(uid) as { userId: string; attempts: number; expiresAt: number } | undefined;
  if (!row || row.expiresAt < Date.now()) return undefined;
  return { userId: row.userId, attempts: row.attempts };
}

/** Counts a wrong code; returns the attempts so far. */
export function countFailedCode(db: Db, uid: string): number {
  db.prepare('UPDATE mfa_challenges SET attempts = attempts + 1 WHERE uid = ?').run(uid);
  return findChallenge(db, uid)?.attempts ?? CHALLENGE_MAX_ATTEMPTS;
}

/** Ends the code step (done, or too many wrong codes). */
export function closeChallenge(db: Db, uid: string): void {
  db.prepare('DELETE FROM mfa_challenges WHERE uid = ?').run(uid);
}
