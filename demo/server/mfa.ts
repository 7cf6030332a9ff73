// Two-factor authentication with time-based one-time codes (RFC 6238, via otplib): the secret
// is pending until the customer proves their app has it by entering a code.
import { createHash, randomInt } from 'node:crypto';
import { authenticator } from 'otplib';
import type { Db } from './db/database.js';

/** Issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Smart Home Security';

/** Length of a TOTP time step (RFC 6238 default, otplib's too). */
const TOTP_STEP_SECONDS = 30;

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

/** The 30-second time step `code` belongs to (within the window), or null. */
export function codeStep(code: string, secret: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp.checkDelta(code, secret);
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_STEP_SECONDS) + delta;
}

/**
 * Accepts a current code once: its time step must be later than the last one the customer used
 * (RFC 6238 5.2), so a code seen over someone's shoulder, or the one that turned 2FA on, cannot
 * be replayed. Returns true and records the step when accepted.
 */
export function useCodeOnce(db: Db, userId: string, code: string, secret: string): boolean {
  const step = codeStep(code, secret);
  if (step === null) return false;
  const result = db
    .prepare(
      `UPDATE users SET mfa_last_step = ? WHERE id = ?
       AND (mfa_last_step IS NULL OR mfa_last_step < ?)`,
    )
    .run(step, userId, step);
  return result.changes === 1;
}

/** How many recovery codes a customer gets. */
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryHash(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');
}

/** What the customer typed, without spaces or dashes and in lower case. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** True when the text has the shape of a recovery code (10 letters/digits, dash optional). */
export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(code));
}

/**
 * Replaces the customer's recovery codes with ten new ones (about 49 bits each) and returns
 * them as `xxxxx-xxxxx`; only their hashes are kept, so this is the one time they are seen.
 */
export function createRecoveryCodes(db: Db, userId: string): string[] {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const insert = db.prepare('INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)');
  db.transaction(() => {
    db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
    for (const code of codes) insert.run(userId, recoveryHash(code));
  })();
  return codes;
}

/** Uses up one unused recovery code; true when it was one. */
export function useRecoveryCode(db: Db, userId: string, code: string): boolean {
  if (!looksLikeRecoveryCode(code)) return false;
  const result = db
    .prepare(
      `UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL`,
    )
    .run(new Date().toISOString(), userId, recoveryHash(code));
  return result.changes === 1;
}

/** How many unused recovery codes the customer has left. */
export function remainingRecoveryCodes(db: Db, userId: string): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL')
      .get(userId) as { n: number }
  ).n;
}

/** The current code for a secret (tests and the README's manual steps). */
export function currentCode(secret: string): string {
  return totp.generate(secret);
}

/**
 * The code of the time step `steps` away from now (tests: a code not used yet, since each
 * step's code is accepted only once; the window accepts one step either side).
 */
export function codeAtStep(secret: string, steps: number): string {
  return totp.clone({ epoch: Date.now() + steps * TOTP_STEP_SECONDS * 1000 }).generate(secret);
}

/**
 * Turns 2FA on with the pending secret; `usedStep` is the time step of the code that proved it,
 * so that code cannot sign in afterwards.
 */
export function enableWithPending(db: Db, userId: string, usedStep: number | null = null): void {
  db.prepare(
    `UPDATE users SET mfa_enabled = 1, mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL,
       mfa_last_step = ?
     WHERE id = ? AND mfa_pending_secret IS NOT NULL`,
  ).run(usedStep, userId);
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
  db.prepare('DELETE FROM recovery_codes WHERE user_id = ?').run(userId);
}

/** How long the code step of a sign-in stays open (ms), and how many wrong codes it takes. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

/**
 * Remembers that the password step of sign-in `uid` succeeded for `userId`. A customer has at
 * most one open code step: opening one closes the others, so guesses cannot be spread over
 * many parallel challenges (each with its own attempt allowance).
 */
export function openChallenge(db: Db, uid: string, userId: string): void {
  db.prepare('DELETE FROM mfa_challenges WHERE expires_at < ? OR user_id = ?').run(
    Date.now(),
    userId,
  );
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
