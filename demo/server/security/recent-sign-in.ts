// Recent sign-in (issue 25): a sensitive change (email, mobile number, password, verbal password,
// 2FA, recovery codes, payment methods; passkeys after the merge) goes ahead only when the
// provider session it comes from proved who the customer is within the last few minutes: an
// interactive sign-in (password with or without a code, a mailed sign-in link) or a
// confirmation (POST /api/account/recent-sign-in; a passkey re-authentication after the merge).
// A silent renewal or a token refresh proves nothing, and another session's sign-in is another
// browser's, so both are keyed to the session of the request's token.
import type { Request, RequestHandler } from 'express';
import type { RecentSignInRequiredBody } from '../../../src/contracts/profile.js';
import { HttpError } from '../api/errors.js';
import type { Db } from '../db/database.js';
import { apiText } from './text.js';

/** How long a sign-in or a confirmation counts as recent, unless the server is told otherwise. */
export const RECENT_SIGN_IN_WINDOW_MS = 5 * 60 * 1000;

/** The window and the clock the guard reads; tests and the e2e server shorten the window. */
export interface RecentSignInOptions {
  windowMs?: number;
  now?: () => number;
}

/** When the provider session last signed in interactively (ms), if it is the customer's. */
function sessionLoginMs(db: Db, sessionUid: string, userId: string): number | undefined {
  const row = db
    .prepare(
      `SELECT json_extract(payload, '$.loginTs') AS loginTs,
         json_extract(payload, '$.accountId') AS accountId
       FROM oidc_models WHERE model = 'Session' AND uid = ?`,
    )
    .get(sessionUid) as { loginTs: number | null; accountId: string | null } | undefined;
  // oidc-provider's loginTs (seconds) changes only when an interaction logs the account in:
  // silent renewals (prompt=none) and refresh tokens leave it alone.
  if (!row || row.accountId !== userId || typeof row.loginTs !== 'number') return undefined;
  return row.loginTs * 1000;
}

function confirmedMs(db: Db, sessionUid: string, userId: string): number | undefined {
  const row = db
    .prepare('SELECT confirmed_at AS at FROM recent_sign_ins WHERE session_uid = ? AND user_id = ?')
    .get(sessionUid, userId) as { at: number } | undefined;
  return row?.at;
}

/** True when this session of this customer signed in or confirmed within the window. */
export function hasRecentSignIn(
  db: Db,
  session: { sessionUid: string | undefined; userId: string },
  { windowMs = RECENT_SIGN_IN_WINDOW_MS, now = Date.now }: RecentSignInOptions = {},
): boolean {
  if (!session.sessionUid) return false;
  const last = Math.max(
    sessionLoginMs(db, session.sessionUid, session.userId) ?? 0,
    confirmedMs(db, session.sessionUid, session.userId) ?? 0,
  );
  return now() - last <= windowMs;
}

/**
 * Marks a provider session as having just confirmed who the customer is: the password
 * confirmation calls it, and so will the passkey re-authentication (one line after the merge:
 * `markRecentSignIn(db, { sessionUid: req.auth.sessionUid, userId: user.id })`).
 */
export function markRecentSignIn(
  db: Db,
  session: { sessionUid: string; userId: string },
  now = Date.now(),
): void {
  db.prepare(
    `INSERT INTO recent_sign_ins (session_uid, user_id, confirmed_at) VALUES (?, ?, ?)
     ON CONFLICT (session_uid) DO UPDATE SET user_id = excluded.user_id,
       confirmed_at = excluded.confirmed_at`,
  ).run(session.sessionUid, session.userId, now);
}

/** The 403 every guarded route answers without a recent sign-in, in the request's language. */
export function recentSignInRequired(req: Pick<Request, 'get' | 'query'>): HttpError {
  const code: RecentSignInRequiredBody['code'] = 'recent_sign_in_required';
  return new HttpError(403, apiText(req)('recentSignIn.required'), { code });
}

/** Throws {@link recentSignInRequired} unless the request's session signed in recently. */
export function assertRecentSignIn(db: Db, req: Request, options: RecentSignInOptions = {}): void {
  const userId = req.auth?.userId;
  if (!userId || !hasRecentSignIn(db, { sessionUid: req.auth?.sessionUid, userId }, options)) {
    throw recentSignInRequired(req);
  }
}

/**
 * Middleware for the sensitive routes: it runs after the auth middleware and before the route's
 * own checks, so a refused change has touched nothing and can be sent again as it was.
 */
export function requireRecentSignIn(db: Db, options: RecentSignInOptions = {}): RequestHandler {
  return (req, _res, next) => {
    assertRecentSignIn(db, req, options);
    next();
  };
}
