// The one gate every secret check goes through (password, current password, 2FA code, recovery
// code, email code, reset token, sign-in link; passkeys later): `reserveAttempt` asks the
// throttle and, when it may go ahead, counts the attempt as a failure at once, before anything
// is awaited. A burst of concurrent guesses therefore sees its own earlier members: the sixth of
// forty simultaneous wrong passwords already waits, instead of all forty being checked because
// each read the count before any had written it. The caller then says how the check ended.
import { recordSignIn, type AttemptKind } from './access-activity.js';
import type { Db } from './db/database.js';
import { throttleWaitMs } from './throttle.js';

/** Who is trying which secret. `email` is the throttle's account key ('' for address-only). */
export interface AttemptDetails {
  kind: AttemptKind;
  userId: string | undefined;
  email: string;
  ip: string | undefined;
  userAgent: string | undefined;
  /** A second factor is part of this attempt (the code step of sign-in). */
  mfaUsed?: boolean;
}

/** What to do once the secret has been checked (each may be called once; later calls do nothing). */
export interface ReservedAttempt {
  allowed: true;
  /** The attempt's Access Activity row (a new-device notice looks at it once it succeeded). */
  id: number;
  /** The secret was wrong: the attempt stays counted (it already is). */
  failed(): void;
  /** The secret was right and this is a sign-in: the attempt becomes a success (resets delays). */
  succeeded(): void;
  /**
   * The secret was right but nothing was signed in (a current password, a code that only
   * confirms, a password whose second step follows): the attempt is taken back.
   */
  release(): void;
}

/** The throttle says wait. */
export interface RefusedAttempt {
  allowed: false;
  waitMs: number;
}

/**
 * Asks the throttle for `details` and, when allowed, records the attempt as failed straight
 * away, synchronously (better-sqlite3 and one JavaScript thread: nothing runs in between).
 */
export function reserveAttempt(
  db: Db,
  details: AttemptDetails,
  now = Date.now(),
): ReservedAttempt | RefusedAttempt {
  const waitMs = throttleWaitMs(db, { email: details.email, ip: details.ip }, now);
  if (waitMs > 0) return { allowed: false, waitMs };
  const id = recordSignIn(db, {
    kind: details.kind,
    userId: details.userId,
    email: details.email,
    ip: details.ip,
    userAgent: details.userAgent,
    success: false,
    mfaUsed: details.mfaUsed ?? false,
    at: new Date(now),
  });
  let settled = false;
  const settle = (sql: string) => {
    if (settled) return;
    settled = true;
    if (sql) db.prepare(sql).run(id);
  };
  return {
    allowed: true,
    id,
    failed: () => settle(''),
    succeeded: () => settle('UPDATE access_activity SET success = 1 WHERE id = ?'),
    release: () => settle('DELETE FROM access_activity WHERE id = ?'),
  };
}

/**
 * {@link reserveAttempt} for a secret that belongs to no known account yet (a reset token, a
 * sign-in link, a forgot-password request): it spends only the client address's budget.
 */
export function reserveForAddress(
  db: Db,
  kind: AttemptKind,
  client: { ip: string | undefined; get(header: 'user-agent'): string | undefined },
): ReservedAttempt | RefusedAttempt {
  return reserveAttempt(db, {
    kind,
    userId: undefined,
    email: '',
    ip: client.ip,
    userAgent: client.get('user-agent'),
  });
}
