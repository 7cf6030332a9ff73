// @vitest-environment node
// The rules of a passkey ceremony, against a software authenticator that signs with a real P-256
// key: nothing of @simplewebauthn/server is mocked. Each test breaks one rule and expects a
// refusal; the first shows the same steps pass when nothing is broken.
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { ensureSeeded } from '../db/seed.js';
import { SoftwareAuthenticator } from '../test-support/software-authenticator.js';
import { findUserByEmail } from '../users.js';
import { CHALLENGE_TTL_MS, interactionBinding, issueChallenge } from './challenges.js';
import { findPasskey, savePasskey } from './credentials.js';
import { relyingParty } from './relying-party.js';
import {
  assertionOptions,
  registrationOptions,
  verifyPasskeyAssertion,
  verifyPasskeyRegistration,
} from './verify.js';

const rp = relyingParty('http://localhost:8080');
const client = { ip: '10.25.0.1', userAgent: 'vitest' };
let db: Db;
let samId: string;

beforeEach(() => {
  db = openDatabase(':memory:');
  ensureSeeded(db, false);
  samId = findUserByEmail(db, 'sam@example.com')!.id;
});

const signInScope = (uid: string) => ({
  purpose: 'authenticate' as const,
  binding: interactionBinding(uid),
});

/** Sam's authenticator with its credential stored, as after adding it. */
function samsPasskey(): SoftwareAuthenticator {
  const authenticator = new SoftwareAuthenticator();
  savePasskey(db, samId, authenticator.credential(), 'Test key');
  return authenticator;
}

async function signInChallenge(uid = 'interaction-1'): Promise<string> {
  return (await assertionOptions(db, rp, signInScope(uid))).challenge;
}

function verify(response: unknown, uid = 'interaction-1') {
  return verifyPasskeyAssertion(db, rp, {
    response,
    scope: signInScope(uid),
    client,
    signIn: true,
  });
}

function attempts() {
  return db
    .prepare("SELECT success, mfa_used AS mfaUsed FROM access_activity WHERE kind = 'passkey'")
    .all() as { success: number; mfaUsed: number }[];
}

describe('adding a passkey', () => {
  const sam = () => ({ id: samId, email: 'sam@example.com', displayName: 'Sam' });

  it('stores a new credential that answers a challenge of this session, user-verified', async () => {
    const options = await registrationOptions(db, rp, sam(), 'session:a');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const authenticator = new SoftwareAuthenticator();
    const response = authenticator.register({
      challenge: options.challenge,
      origin: rp.origin,
      rpId: rp.rpID,
    });
    const result = await verifyPasskeyRegistration(db, rp, {
      response,
      userId: samId,
      binding: 'session:a',
      name: 'Work laptop',
    });
    expect(result.ok).toBe(true);
    expect(findPasskey(db, authenticator.credentialId)).toMatchObject({
      userId: samId,
      name: 'Work laptop',
      lastUsedAt: null,
      credential: { transports: ['internal'] },
    });
  });

  it('refuses a challenge issued to another session', async () => {
    const options = await registrationOptions(db, rp, sam(), 'session:a');
    const response = new SoftwareAuthenticator().register({
      challenge: options.challenge,
      origin: rp.origin,
      rpId: rp.rpID,
    });
    const result = await verifyPasskeyRegistration(db, rp, {
      response,
      userId: samId,
      binding: 'session:b',
      name: 'Key',
    });
    expect(result).toEqual({ ok: false, reason: 'challenge' });
  });

  it('refuses a credential made without user verification', async () => {
    const options = await registrationOptions(db, rp, sam(), 'session:a');
    const response = new SoftwareAuthenticator().register({
      challenge: options.challenge,
      origin: rp.origin,
      rpId: rp.rpID,
      userVerified: false,
    });
    const result = await verifyPasskeyRegistration(db, rp, {
      response,
      userId: samId,
      binding: 'session:a',
      name: 'Key',
    });
    expect(result).toEqual({ ok: false, reason: 'invalid' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM passkeys').get()).toEqual({ n: 0 });
  });

  it('refuses a credential made for another origin', async () => {
    const options = await registrationOptions(db, rp, sam(), 'session:a');
    const response = new SoftwareAuthenticator().register({
      challenge: options.challenge,
      origin: 'https://evil.example',
      rpId: rp.rpID,
    });
    const result = await verifyPasskeyRegistration(db, rp, {
      response,
      userId: samId,
      binding: 'session:a',
      name: 'Key',
    });
    expect(result).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('signing in with a passkey', () => {
  it('accepts a user-verified assertion of a fresh challenge and records the use', async () => {
    const authenticator = samsPasskey();
    const challenge = await signInChallenge();
    const result = await verify(
      authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID }),
    );
    expect(result).toMatchObject({ ok: true, userId: samId });
    const stored = findPasskey(db, authenticator.credentialId)!;
    expect(stored.credential.counter).toBe(1);
    expect(stored.lastUsedAt).not.toBeNull();
    expect(attempts()).toEqual([{ success: 1, mfaUsed: 1 }]);
  });

  it('refuses an assertion made on another origin', async () => {
    const authenticator = samsPasskey();
    const challenge = await signInChallenge();
    const result = await verify(
      authenticator.assert({ challenge, origin: 'https://evil.example', rpId: rp.rpID }),
    );
    expect(result).toEqual({ ok: false, reason: 'invalid' });
    expect(attempts()).toEqual([{ success: 0, mfaUsed: 1 }]);
  });

  it('refuses an assertion for another RP id', async () => {
    const authenticator = samsPasskey();
    const challenge = await signInChallenge();
    const result = await verify(
      authenticator.assert({ challenge, origin: rp.origin, rpId: 'evil.example' }),
    );
    expect(result).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses the same assertion sent again (replayed challenge)', async () => {
    const authenticator = samsPasskey();
    const challenge = await signInChallenge();
    const response = authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID });
    expect((await verify(response)).ok).toBe(true);
    expect(await verify(response)).toEqual({ ok: false, reason: 'challenge' });
  });

  it('lets only one of two simultaneous verifications of one challenge pass', async () => {
    const authenticator = samsPasskey();
    const challenge = await signInChallenge();
    const response = authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID });
    const results = await Promise.all([verify(response), verify(response)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'challenge' }]);
  });

  it("refuses another sign-in's challenge", async () => {
    const authenticator = samsPasskey();
    const challenge = await signInChallenge('interaction-1');
    const response = authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID });
    expect(await verify(response, 'interaction-2')).toEqual({ ok: false, reason: 'challenge' });
  });

  it('refuses an expired challenge', async () => {
    const authenticator = samsPasskey();
    const challenge = issueChallenge(
      db,
      signInScope('interaction-1'),
      Date.now() - CHALLENGE_TTL_MS - 1,
    );
    const response = authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID });
    expect(await verify(response)).toEqual({ ok: false, reason: 'challenge' });
  });

  it('refuses a challenge the server never issued', async () => {
    const authenticator = samsPasskey();
    const response = authenticator.assert({
      challenge: Buffer.from('made up by the client').toString('base64url'),
      origin: rp.origin,
      rpId: rp.rpID,
    });
    expect(await verify(response)).toEqual({ ok: false, reason: 'challenge' });
  });

  it('refuses a signature counter that went backwards (a cloned authenticator)', async () => {
    const authenticator = samsPasskey();
    const first = await signInChallenge();
    await verify(
      authenticator.assert({ challenge: first, origin: rp.origin, rpId: rp.rpID, counter: 7 }),
    );
    const second = await signInChallenge();
    const result = await verify(
      authenticator.assert({ challenge: second, origin: rp.origin, rpId: rp.rpID, counter: 3 }),
    );
    expect(result).toEqual({ ok: false, reason: 'invalid' });
    expect(findPasskey(db, authenticator.credentialId)!.credential.counter).toBe(7);
  });

  it('refuses an assertion without user verification', async () => {
    const authenticator = samsPasskey();
    const challenge = await signInChallenge();
    const result = await verify(
      authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID, userVerified: false }),
    );
    expect(result).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a signature made with another key', async () => {
    const authenticator = samsPasskey();
    const challenge = await signInChallenge();
    const result = await verify(
      authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID, forgeSignature: true }),
    );
    expect(result).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a passkey that is not (or no longer) stored', async () => {
    const authenticator = new SoftwareAuthenticator();
    const challenge = await signInChallenge();
    const result = await verify(
      authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID }),
    );
    expect(result).toEqual({ ok: false, reason: 'unknown-credential' });
  });

  it("refuses a confirmation challenge issued for someone else's account", async () => {
    const authenticator = samsPasskey();
    const alexId = findUserByEmail(db, 'alex@example.com')!.id;
    const scope = { purpose: 'authenticate' as const, binding: 'session:alex' };
    const { challenge } = await assertionOptions(db, rp, scope, alexId);
    const result = await verifyPasskeyAssertion(db, rp, {
      response: authenticator.assert({ challenge, origin: rp.origin, rpId: rp.rpID }),
      scope,
      client,
      signIn: false,
    });
    expect(result).toEqual({ ok: false, reason: 'wrong-account' });
  });
});
