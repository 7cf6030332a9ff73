// Commerce session rules (spec 3 "Session" and 4.1).
import {
  SESSION_DATA_MISSING,
  SESSION_EXPIRED,
  SESSION_ID_MISSING,
  SESSION_KEY_MISSING,
} from './messages';

/** A commerce session as kept per session key (the service number). */
export interface CommerceSession {
  id: string;
  /** Date string. */
  expiration: string;
  cartItemsCount: number;
}

/** Valid only with an id and an expiration in the future. */
export function isSessionValid(
  session: Partial<CommerceSession> | null | undefined,
  now: number = Date.now(),
): session is CommerceSession {
  if (!session?.id || !session.expiration) return false;
  const expires = Date.parse(session.expiration);
  return Number.isFinite(expires) && expires > now;
}

/** Strict check: throws the spec's error for the first thing wrong, else returns the session. */
export function assertSession(
  sessionKey: string | null | undefined,
  session: Partial<CommerceSession> | null | undefined,
  now: number = Date.now(),
): CommerceSession {
  if (!sessionKey) throw new Error(SESSION_KEY_MISSING);
  if (!session) throw new Error(SESSION_DATA_MISSING);
  if (!session.id) throw new Error(SESSION_ID_MISSING);
  if (!isSessionValid(session, now)) throw new Error(SESSION_EXPIRED);
  return session;
}
