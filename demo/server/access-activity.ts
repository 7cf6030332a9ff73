// Every sign-in attempt, kept for the customer's "Account Access Activity" page.
import { UAParser } from 'ua-parser-js';
import type { Db } from './db/database.js';
import type { SecurityNoticeKind } from '../../src/contracts/profile.js';

/**
 * Which secret an attempt checked: the password on the sign-in page, the authenticator code or
 * a recovery code at its second step, the current password an API change asked for, the code
 * mailed to confirm a new email, a password-reset link's token, a mailed sign-in link, or a passkey.
 */
export type AttemptKind =
  | 'password'
  | 'code'
  | 'recovery-code'
  | 'current-password'
  | 'email-code'
  | 'reset-token'
  | 'sign-in-link'
  /** A passkey assertion (issue 25): signing in with it, or confirming it's you. */
  | 'passkey'
  /** Not a secret, but a "Forgot password?" request spends the address's budget all the same. */
  | 'reset-request';

/** One sign-in attempt to record. */
export interface SignInAttempt {
  /** Defaults to 'password'. */
  kind?: AttemptKind;
  /** The customer, when the email matched one (failed attempts on unknown emails have none). */
  userId: string | undefined;
  email: string;
  ip: string | undefined;
  userAgent: string | undefined;
  success: boolean;
  mfaUsed: boolean;
  at?: Date;
}

/** One entry of `GET /api/account/access-activity`. */
export interface AccessActivityEntry {
  id: number;
  occurredAt: string;
  browser: string;
  os: string;
  ip: string;
  success: boolean;
  mfaUsed: boolean;
  /**
   * A successful sign-in from a browser and OS (by name, any version) this customer had never
   * signed in from before: the page offers "Not you? Change your password" on it.
   */
  newBrowser: boolean;
  /** The secret an attempt checked, or the security change (ids are per kind of entry). */
  kind: AttemptKind | SecurityNoticeKind;
}

/** 'Chrome 131' -> 'Chrome': an update of the browser is not a new browser. */
function family(described: string): string {
  return described.replace(/ \d+$/, '');
}

/**
 * True when the successful sign-in `rowId` is the first from its browser and OS for a customer
 * who had signed in before (an account's very first sign-in is no news to its owner).
 */
export function isNewDeviceSignIn(db: Db, userId: string, rowId: number): boolean {
  const earlier = db
    .prepare(
      `SELECT id, browser, os FROM access_activity
       WHERE user_id = ? AND success = 1 AND id <= ? ORDER BY id ASC`,
    )
    .all(userId, rowId) as { id: number; browser: string; os: string }[];
  const row = earlier.find((entry) => entry.id === rowId);
  if (!row || earlier.length < 2) return false;
  const key = `${family(row.browser)}|${family(row.os)}`;
  return !earlier.some(
    (entry) => entry.id !== rowId && `${family(entry.browser)}|${family(entry.os)}` === key,
  );
}

/** Ids of the customer's successful sign-ins that were the first from their browser and OS. */
function firstSignInsFromNewBrowsers(db: Db, userId: string): Set<number> {
  const rows = db
    .prepare(
      `SELECT id, browser, os FROM access_activity
       WHERE user_id = ? AND success = 1 ORDER BY id ASC`,
    )
    .all(userId) as { id: number; browser: string; os: string }[];
  const seen = new Set<string>();
  const firsts = new Set<number>();
  for (const row of rows) {
    const key = `${family(row.browser)}|${family(row.os)}`;
    if (!seen.has(key)) firsts.add(row.id);
    seen.add(key);
  }
  return firsts;
}

function describe(name: string | undefined, version: string | undefined): string {
  if (!name) return 'Unknown';
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}

/** Browser and OS names ('Chrome 131', 'macOS 10') from a User-Agent header. */
export function parseUserAgent(userAgent: string | undefined): { browser: string; os: string } {
  const result = new UAParser(userAgent ?? '').getResult();
  return {
    browser: describe(result.browser.name, result.browser.version),
    os: describe(result.os.name, result.os.version),
  };
}

/** Stores one sign-in attempt; returns its row id. */
export function recordSignIn(db: Db, attempt: SignInAttempt): number {
  const { browser, os } = parseUserAgent(attempt.userAgent);
  const result = db
    .prepare(
      `INSERT INTO access_activity
      (user_id, email, occurred_at, ip, user_agent, browser, os, success, mfa_used, kind)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      attempt.userId ?? null,
      attempt.email,
      (attempt.at ?? new Date()).toISOString(),
      attempt.ip ?? null,
      attempt.userAgent ?? null,
      browser,
      os,
      attempt.success ? 1 : 0,
      attempt.mfaUsed ? 1 : 0,
      attempt.kind ?? 'password',
    );
  return Number(result.lastInsertRowid);
}

/**
 * A page of a customer's sign-in attempts and security changes (mail/security-notice.ts), newest
 * first, with the total count. A change reads as a success under its own kind.
 */
export function listAccessActivity(
  db: Db,
  userId: string,
  page: number,
  pageSize: number,
): { items: AccessActivityEntry[]; total: number } {
  const total = (
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM access_activity WHERE user_id = ?)
           + (SELECT COUNT(*) FROM security_events WHERE user_id = ?) AS n`,
      )
      .get(userId, userId) as { n: number }
  ).n;
  const rows = db
    .prepare(
      `SELECT id, occurred_at AS occurredAt, browser, os, ip, success, mfa_used AS mfaUsed, kind,
         0 AS event
       FROM access_activity WHERE user_id = ?
       UNION ALL
       SELECT id, occurred_at, browser, os, ip, 1, 0, kind, 1
       FROM security_events WHERE user_id = ?
       ORDER BY occurredAt DESC, event DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, userId, pageSize, (page - 1) * pageSize) as {
    id: number;
    occurredAt: string;
    browser: string;
    os: string;
    ip: string | null;
    success: number;
    mfaUsed: number;
    kind: AttemptKind | SecurityNoticeKind;
    event: number;
  }[];
  const firsts = firstSignInsFromNewBrowsers(db, userId);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt,
      browser: row.browser,
      os: row.os,
      ip: row.ip ?? '',
      success: row.success === 1,
      mfaUsed: row.mfaUsed === 1,
      newBrowser: row.event === 0 && firsts.has(row.id),
      kind: row.kind,
    })),
  };
}
