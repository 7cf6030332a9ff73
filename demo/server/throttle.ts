// Guessing throttle for every secret check (password, 2FA code, recovery code, the API's current
// password): growing delays per account and per client address, never a hard lock. A stranger's
// failures from other addresses do not slow the owner down on an address they have signed in
// from before (NIST SP 800-63B 5.2.2, OWASP ASVS V2.2). Attempts are the access-activity rows.
import type { Db } from './db/database.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import { securityText } from './security/text.js';

/** The rules; exported so tests and docs quote the same numbers. */
export const THROTTLE_RULES = {
  /** Failures older than this are forgotten. */
  windowMs: 60 * 60 * 1000,
  /** Free failures for one account from one address before delays start. */
  accountAddressFree: 5,
  /** Free failures for one account from addresses it never signed in from. */
  accountFree: 10,
  /** Free failures from one address, whatever the account. */
  addressFree: 30,
  /** The first delay; each further failure doubles it. */
  baseDelayMs: 1000,
  /** The longest delay. */
  maxDelayMs: 15 * 60 * 1000,
  /** An address the account signed in from within this long is "known" to it. */
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
} as const;

/** The delay after `failures` failures when the first `free` cost nothing. */
export function delayAfter(failures: number, free: number, rules = THROTTLE_RULES): number {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 30);
  return Math.min(rules.baseDelayMs * 2 ** doublings, rules.maxDelayMs);
}

/** One counted series: how many failures, and when the last one was. */
export interface FailureSeries {
  failures: number;
  /** ms since the epoch; 0 without failures. */
  lastFailureAt: number;
}

/** How long to wait (ms) for one series, 0 if the next attempt may be checked now. */
export function waitFor(series: FailureSeries, free: number, now: number): number {
  const delay = delayAfter(series.failures, free);
  if (!delay) return 0;
  return Math.max(0, series.lastFailureAt + delay - now);
}

/** Who is guessing: the account's email (or the email typed) and the client address. */
export interface ThrottleKey {
  email: string;
  ip: string | undefined;
}

function series(db: Db, where: string, params: unknown[]): FailureSeries {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n, MAX(occurred_at) AS last FROM access_activity
       WHERE success = 0 AND ${where}`,
    )
    .get(...params) as { n: number; last: string | null };
  return { failures: row.n, lastFailureAt: row.last ? Date.parse(row.last) : 0 };
}

function lastSuccess(db: Db, email: string, ip: string | null, sinceIso: string): string {
  const row = db
    .prepare(
      `SELECT MAX(occurred_at) AS at FROM access_activity
       WHERE success = 1 AND email = ? COLLATE NOCASE AND ip IS ? AND occurred_at >= ?`,
    )
    .get(email, ip, sinceIso) as { at: string | null };
  return row.at ?? sinceIso;
}

/** True when the account has signed in successfully from this address recently. */
export function isKnownAddress(db: Db, key: ThrottleKey, now = Date.now()): boolean {
  const since = new Date(now - THROTTLE_RULES.knownAddressMs).toISOString();
  return Boolean(
    db
      .prepare(
        `SELECT 1 FROM access_activity WHERE success = 1 AND email = ? COLLATE NOCASE AND ip IS ?
         AND occurred_at >= ? LIMIT 1`,
      )
      .get(key.email.trim(), key.ip ?? null, since),
  );
}

/**
 * Milliseconds before the next guess for `key` may be checked (0: go ahead). The longest of:
 * this account from this address (reset by a success there), this account from unknown
 * addresses (skipped on an address the account knows), and this address for any account.
 */
export function throttleWaitMs(db: Db, key: ThrottleKey, now = Date.now()): number {
  const rules = THROTTLE_RULES;
  const email = key.email.trim();
  const ip = key.ip ?? null;
  const windowStart = new Date(now - rules.windowMs).toISOString();
  const waits: number[] = [];
  if (email) {
    const since = lastSuccess(db, email, ip, windowStart);
    waits.push(
      waitFor(
        series(db, 'email = ? COLLATE NOCASE AND ip IS ? AND occurred_at > ?', [email, ip, since]),
        rules.accountAddressFree,
        now,
      ),
    );
    if (!isKnownAddress(db, key, now)) {
      const knownSince = new Date(now - rules.knownAddressMs).toISOString();
      waits.push(
        waitFor(
          series(
            db,
            `email = ? COLLATE NOCASE AND occurred_at > ? AND ip NOT IN (
               SELECT ip FROM access_activity WHERE success = 1 AND email = ? COLLATE NOCASE
               AND ip IS NOT NULL AND occurred_at >= ?)`,
            [email, windowStart, email, knownSince],
          ),
          rules.accountFree,
          now,
        ),
      );
    }
  }
  if (ip) {
    waits.push(
      waitFor(series(db, 'ip = ? AND occurred_at > ?', [ip, windowStart]), rules.addressFree, now),
    );
  }
  return Math.max(0, ...waits);
}

/** "42 seconds", "3 minutes" ("42 segundos"): the wait in words for the page and the API message. */
export function describeWait(ms: number, locale: Locale): string {
  const t = securityText.t(locale);
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return t('throttle.seconds', { count: seconds });
  return t('throttle.minutes', { count: Math.ceil(seconds / 60) });
}

/** What the sign-in page and the API say while a key has to wait, in `locale`. */
export function tooManyAttemptsMessage(ms: number, locale: Locale): string {
  return securityText.t(locale)('throttle.tooMany', { wait: describeWait(ms, locale) });
}

/** Failed attempts with no account (unknown emails) kept at most, oldest dropped first. */
export const ANONYMOUS_ATTEMPTS_CAP = 10_000;

/**
 * Keeps the rows nobody owns bounded: failures on unknown emails only matter to the throttle,
 * so they go once out of its window, and never number more than {@link ANONYMOUS_ATTEMPTS_CAP}.
 */
export function pruneAnonymousAttempts(db: Db, now = Date.now(), cap = ANONYMOUS_ATTEMPTS_CAP) {
  const cutoff = new Date(now - THROTTLE_RULES.windowMs).toISOString();
  db.prepare('DELETE FROM access_activity WHERE user_id IS NULL AND occurred_at < ?').run(cutoff);
  db.prepare(
    `DELETE FROM access_activity WHERE user_id IS NULL AND id NOT IN (
       SELECT id FROM access_activity WHERE user_id IS NULL ORDER BY id DESC LIMIT ?)`,
  ).run(cap);
}
