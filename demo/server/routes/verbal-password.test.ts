// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../passwords.js';
import { authHeaders, signIn, type TokenSet } from '../test-support/sign-in.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';
import { normaliseVerbalPassword } from '../verbal-password.js';

const SAM_ID = '65c3d4e5f60718293a4b5c6d';

let server: TestServer;
let sam: TokenSet;

beforeAll(async () => {
  server = await startTestServer();
  sam = await signIn(server.origin, { email: 'sam@example.com', password: 'Demo-pass-1' });
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

async function call(method: string, body?: unknown, raw?: string, tokens: TokenSet | null = sam) {
  const response = await fetch(`${server.origin}/api/account/verbal-password`, {
    method,
    headers: {
      ...(tokens ? authHeaders(tokens) : {}),
      'content-type': 'application/json',
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

function storedRow() {
  return server.db
    .prepare(
      `SELECT verbal_password_hash AS hash, verbal_password_updated_at AS updatedAt
       FROM users WHERE id = ?`,
    )
    .get(SAM_ID) as { hash: string | null; updatedAt: string | null };
}

describe('normaliseVerbalPassword', () => {
  it('drops outer spaces, makes runs of spaces one and ignores case', () => {
    expect(normaliseVerbalPassword('  Blue   Harbor 42 ')).toBe('blue harbor 42');
  });
});

describe('/api/account/verbal-password', () => {
  it('answers 401 without a token', async () => {
    expect((await call('GET', undefined, undefined, null)).status).toBe(401);
    const put = await call(
      'PUT',
      { verbalPassword: 'blue harbor', currentPassword: 'x' },
      undefined,
      null,
    );
    expect(put.status).toBe(401);
  });

  it('answers not set before one is saved', async () => {
    expect(await call('GET')).toEqual({ status: 200, body: { isSet: false, updatedAt: null } });
  });

  it('answers 400 for malformed JSON or a missing field', async () => {
    expect(await call('PUT', undefined, '{"verbalPassword": ')).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    });
    expect(await call('PUT', { currentPassword: 'Demo-pass-1' })).toEqual({
      status: 400,
      body: { message: 'verbalPassword is required and must be a string.' },
    });
    expect(await call('PUT', { verbalPassword: 'blue harbor' })).toEqual({
      status: 400,
      body: { message: 'currentPassword is required and must be a string.' },
    });
  });

  it('answers 400 with the rule for a word that is too short, too long or has other characters', async () => {
    for (const verbalPassword of ['abc', '  ab  ', 'x'.repeat(33), 'blue-harbor', 'café au lait']) {
      expect(await call('PUT', { verbalPassword, currentPassword: 'Demo-pass-1' })).toEqual({
        status: 400,
        body: {
          message: 'verbalPassword must be 4 to 32 characters: letters A-Z, digits 0-9 and spaces.',
        },
      });
    }
    expect(storedRow().hash).toBeNull();
  });

  it("answers 403 'Invalid current password.' for a wrong password and stores nothing", async () => {
    const response = await call('PUT', { verbalPassword: 'blue harbor', currentPassword: 'wrong' });
    expect(response).toEqual({ status: 403, body: { message: 'Invalid current password.' } });
    expect(storedRow()).toEqual({ hash: null, updatedAt: null });
  });

  it('stores only a scrypt hash, answers 204, and GET says set and when, never the word', async () => {
    const before = Date.now();
    const response = await call('PUT', {
      verbalPassword: ' Blue  Harbor 42 ',
      currentPassword: 'Demo-pass-1',
    });
    expect(response).toEqual({ status: 204, body: undefined });

    const row = storedRow();
    expect(row.hash).toMatch(/^scrypt\$/);
    expect(row.hash?.toLowerCase()).not.toContain('harbor');
    expect(await verifyPassword('blue harbor 42', row.hash ?? '')).toBe(true);

    const status = await call('GET');
    expect(status.status).toBe(200);
    expect(Object.keys(status.body).sort()).toEqual(['isSet', 'updatedAt']);
    expect(status.body.isSet).toBe(true);
    expect(Date.parse(status.body.updatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(status.body.updatedAt).toBe(row.updatedAt);
  });

  it('replaces an existing verbal password', async () => {
    const first = storedRow().hash;
    expect(
      await call('PUT', { verbalPassword: 'green door', currentPassword: 'Demo-pass-1' }),
    ).toEqual({ status: 204, body: undefined });
    const row = storedRow();
    expect(row.hash).not.toBe(first);
    expect(await verifyPassword('green door', row.hash ?? '')).toBe(true);
  });
});
