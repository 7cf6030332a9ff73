// WebAuthn challenges: random, single use, short-lived, and bound to what asked for them (the
// signed-in session adding a passkey, or the provider's sign-in interaction). Taking one is one
// DELETE ... RETURNING, so of two verifications of the same challenge running at once exactly
// one gets it: a replayed or raced response finds nothing.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/** How long a ceremony may take (the browser's own timeout is the same). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** Open challenges kept per binding; older ones go (a page asks again on every try). */
export const CHALLENGES_PER_BINDING = 5;

/** What a challenge is for: adding a passkey, or signing in (or confirming it's you) with one. */
export type ChallengePurpose = 'register' | 'authenticate';

/** Where a challenge may be used. */
export interface ChallengeScope {
  purpose: ChallengePurpose;
  /** e.g. `session:<sid>` or `interaction:<uid>`: only a request of the same scope takes it. */
  binding: string;
}

/** Binding of a challenge to a signed-in provider session (or, without one, to the customer). */
export function sessionBinding(userId: string, sessionUid: string | undefined): string {
  return sessionUid ? `session:${sessionUid}` : `user:${userId}`;
}

/** Binding of a challenge to one sign-in interaction of the provider. */
export function interactionBinding(uid: string): string {
  return `interaction:${uid}`;
}

/** Makes and stores a new challenge (base64url, 32 random bytes). */
export function issueChallenge(
  db: Db,
  scope: ChallengeScope & { userId?: string },
  now = Date.now(),
): string {
  const challenge = randomBytes(32).toString('base64url');
  db.transaction(() => {
    db.prepare('DELETE FROM passkey_challenges WHERE expires_at <= ?').run(now);
    db.prepare(
      `INSERT INTO passkey_challenges (challenge, purpose, binding, user_id, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    ).run(challenge, scope.purpose, scope.binding, scope.userId ?? null, now + CHALLENGE_TTL_MS);
    db.prepare(
      `DELETE FROM passkey_challenges WHERE purpose = ? AND binding = ? AND challenge NOT IN (
         SELECT challenge FROM passkey_challenges WHERE purpose = ? AND binding = ?
         ORDER BY expires_at DESC LIMIT ?)`,
    ).run(scope.purpose, scope.binding, scope.purpose, scope.binding, CHALLENGES_PER_BINDING);
  })();
  return challenge;
}

/** A challenge that was taken: it can never be taken again. */
export interface TakenChallenge {
  challenge: string;
  /** The customer it was issued for, when it was issued for one. */
  userId: string | null;
}

/**
 * Uses up `challenge` if it is open, unexpired and was issued for `scope`; undefined otherwise
 * (unknown, already used, expired, or another session's / interaction's).
 */
export function takeChallenge(
  db: Db,
  challenge: string,
  scope: ChallengeScope,
  now = Date.now(),
): TakenChallenge | undefined {
  const row = db
    .prepare(
      `DELETE FROM passkey_challenges WHERE challenge = ? AND purpose = ? AND binding = ?
       AND expires_at > ? RETURNING user_id AS userId`,
    )
    .get(challenge, scope.purpose, scope.binding, now) as { userId: string | null } | undefined;
  return row ? { challenge, userId: row.userId } : undefined;
}
