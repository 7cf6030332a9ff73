// The two checks of a passkey ceremony, each written once: a new credential (registration) and
// an assertion (sign-in, and later "confirm it's you"). @simplewebauthn/server checks the
// signature, origin, RP id, challenge, counter and the user-verification flag; these functions
// make sure the challenge is ours, unexpired, of the right scope and used once, and the assertion
// spends the guessing throttle's budget before anything is checked (attempts.ts).
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { reserveAttempt, type ReservedAttempt } from '../attempts.js';
import type { Db } from '../db/database.js';
import { findUserById } from '../users.js';
import { issueChallenge, takeChallenge, type ChallengeScope } from './challenges.js';
import {
  findPasskey,
  listPasskeys,
  recordPasskeyUse,
  savePasskey,
  type StoredPasskey,
} from './credentials.js';
import type { RelyingParty } from './relying-party.js';

/** How long the browser lets a ceremony run (ms); the challenge lives a little longer. */
const CEREMONY_TIMEOUT_MS = 120_000;

/** The challenge a response answers, read from its clientDataJSON ('' when unreadable). */
function answeredChallenge(clientDataJSON: unknown): string {
  try {
    return typeof clientDataJSON === 'string' ? decodeClientDataJSON(clientDataJSON).challenge : '';
  } catch {
    return '';
  }
}

/**
 * The library base64url-encodes a string challenge's UTF-8 bytes; given the bytes, the options
 * carry the very string that was stored.
 */
function asBytes(challenge: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(challenge, 'base64url'));
}

/** The options of `navigator.credentials.create` for adding a passkey to `userId`'s account. */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: { id: string; email: string; displayName: string },
  binding: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    challenge: asBytes(issueChallenge(db, { purpose: 'register', binding, userId: user.id })),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    // The same authenticator twice would only be a confusing duplicate in the list.
    excludeCredentials: listPasskeys(db, user.id).map(({ credential }) => ({
      id: credential.id,
      transports: credential.transports,
    })),
    // A discoverable credential with user verification: a passkey, not a second factor.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
}

/** Why a ceremony was refused (for tests and logs; the customer reads one message per kind). */
export type PasskeyRefusal =
  'malformed' | 'challenge' | 'unknown-credential' | 'wrong-account' | 'invalid' | 'replayed';

/** The answer of {@link verifyPasskeyRegistration}. */
export type RegistrationResult =
  { ok: true; passkey: StoredPasskey } | { ok: false; reason: PasskeyRefusal };

/**
 * Checks a new credential answering a challenge of `binding` issued for `userId` and stores it
 * under `name`. User verification is required.
 */
export async function verifyPasskeyRegistration(
  db: Db,
  rp: RelyingParty,
  input: { response: unknown; userId: string; binding: string; name: string },
): Promise<RegistrationResult> {
  const response = input.response as RegistrationResponseJSON;
  if (!response || typeof response !== 'object' || typeof response.id !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  const challenge = answeredChallenge(response.response?.clientDataJSON);
  const taken = challenge
    ? takeChallenge(db, challenge, { purpose: 'register', binding: input.binding })
    : undefined;
  if (!taken) return { ok: false, reason: 'challenge' };
  if (taken.userId !== input.userId) return { ok: false, reason: 'wrong-account' };
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!verified.verified) return { ok: false, reason: 'invalid' };
  const { credential } = verified.registrationInfo;
  if (findPasskey(db, credential.id)) return { ok: false, reason: 'replayed' };
  return { ok: true, passkey: savePasskey(db, input.userId, credential, input.name) };
}

/** The options of `navigator.credentials.get` for an assertion answering a challenge of `scope`. */
export async function assertionOptions(
  db: Db,
  rp: RelyingParty,
  scope: ChallengeScope,
  userId?: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.rpID,
    // No allow-list for sign-in: the browser offers the passkeys it has for this site. A
    // confirmation for a known customer lists theirs.
    allowCredentials: userId
      ? listPasskeys(db, userId).map(({ credential }) => ({
          id: credential.id,
          transports: credential.transports,
        }))
      : [],
    challenge: asBytes(issueChallenge(db, { ...scope, userId })),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
  });
}

/** Who is asserting, for the throttle and the access activity. */
export interface AssertingClient {
  ip: string | undefined;
  userAgent: string | undefined;
}

/** The answer of {@link verifyPasskeyAssertion}. */
export type AssertionResult =
  | { ok: true; userId: string; passkey: StoredPasskey }
  | { ok: false; reason: PasskeyRefusal }
  | { ok: false; reason: 'throttled'; waitMs: number };

/** What {@link verifyPasskeyAssertion} checks an assertion against. */
export interface AssertionCheck {
  /** The assertion as the browser's `startAuthentication` returned it (parsed JSON). */
  response: unknown;
  /** The challenge must have been issued for this purpose and binding. */
  scope: ChallengeScope;
  client: AssertingClient;
  /**
   * True for a sign-in: a success is recorded as a successful sign-in (resets the throttle's
   * delays, appears in the access activity). False for a confirmation of someone signed in: a
   * success takes the counted attempt back.
   */
  signIn: boolean;
}

/**
 * Checks a passkey assertion: throttle first (the attempt is counted before the signature is
 * checked, keyed by the passkey's owner when the credential id is known, else by the address),
 * then the challenge is taken (once, right scope, unexpired, issued for the passkey's owner when
 * issued for someone), then the signature, origin, RP id, user verification and counter. A
 * success records the new counter and the time of use.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  rp: RelyingParty,
  check: AssertionCheck,
): Promise<AssertionResult> {
  const response = check.response as AuthenticationResponseJSON;
  const id = response && typeof response === 'object' ? response.id : undefined;
  const passkey = typeof id === 'string' && id ? findPasskey(db, id) : undefined;
  const owner = passkey ? findUserById(db, passkey.userId) : undefined;
  const attempt = reserveAttempt(db, {
    kind: 'passkey',
    userId: owner?.id,
    email: owner?.email ?? '',
    ip: check.client.ip,
    userAgent: check.client.userAgent,
    mfaUsed: true,
  });
  if (!attempt.allowed) return { ok: false, reason: 'throttled', waitMs: attempt.waitMs };
  const result = await checkAssertion(db, rp, check.scope, response, passkey);
  settle(attempt, result.ok, check.signIn);
  return result;
}

function settle(attempt: ReservedAttempt, ok: boolean, signIn: boolean) {
  if (!ok) attempt.failed();
  else if (signIn) attempt.succeeded();
  else attempt.release();
}

async function checkAssertion(
  db: Db,
  rp: RelyingParty,
  scope: ChallengeScope,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey | undefined,
): Promise<AssertionResult> {
  if (!response || typeof response !== 'object' || typeof response.id !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  // Taken even when the credential is unknown, so no answer can be tried twice on one challenge.
  const challenge = answeredChallenge(response.response?.clientDataJSON);
  const taken = challenge ? takeChallenge(db, challenge, scope) : undefined;
  if (!taken) return { ok: false, reason: 'challenge' };
  if (!passkey) return { ok: false, reason: 'unknown-credential' };
  if (taken.userId && taken.userId !== passkey.userId)
    return { ok: false, reason: 'wrong-account' };
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: passkey.credential,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!verified.verified) return { ok: false, reason: 'invalid' };
  if (!recordPasskeyUse(db, passkey, verified.authenticationInfo.newCounter)) {
    return { ok: false, reason: 'replayed' };
  }
  return { ok: true, userId: passkey.userId, passkey };
}
