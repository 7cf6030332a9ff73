// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, signIn, type TokenSet } from '../test-support/sign-in.js';
import { listMail } from '../mail/outbox.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';

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

function put(tokens: TokenSet, body: string, contentType = 'application/json') {
  return fetch(`${server.origin}/api/account/user-info`, {
    method: 'PUT',
    headers: { ...authHeaders(tokens), 'content-type': contentType },
    body,
  });
}

const valid = {
  newEmailAddress: 'sam.chen@example.com',
  phoneNumber: '(385) 555-0123',
  currentPassword: 'Demo-pass-1',
};

describe('GET /api/account/user-info', () => {
  it('answers the user record with services', async () => {
    const alex = await signIn(server.origin, {
      email: 'alex@example.com',
      password: 'Demo-pass-1',
    });
    const response = await fetch(`${server.origin}/api/account/user-info`, {
      headers: authHeaders(alex),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      id: '65a1b2c3d4e5f60718293a4b',
      email: 'alex@example.com',
      platformUserId: 'plt-1001',
      customerId: 'C-1001',
      firstName: 'Alex',
      lastName: 'Rivera',
      phoneNumber: '8015550142',
    });
    expect(body.services).toHaveLength(3);
    expect(body.services[0]).toEqual({
      serviceName: 'S-100200300',
      nickName: 'Home',
      streetAddress1: '12 Elm St',
      accountId: 'A-1',
      contractSigner: true,
      id: 'svc-1',
    });
  });

  it('answers the no-contact error for nocontact@example.com', async () => {
    const tokens = await signIn(server.origin, {
      email: 'nocontact@example.com',
      password: 'Demo-pass-1',
    });
    const response = await fetch(`${server.origin}/api/account/user-info`, {
      headers: authHeaders(tokens),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'syncError: no contact found for nocontact@example.com',
      errors: { errorId: ['NOCONTACT'] },
    });
  });

  it.each([
    ['notactive@example.com', 'NOTACTIVE'],
    ['notadmin@example.com', 'NOTADMIN'],
    ['notsigner@example.com', 'NOTSIGNER'],
    ['transferred@example.com', 'TELUSTRANSFERRED'],
    ['nomatch@example.com', 'NOMATCHINGEMAIL'],
  ])('signs %s in, then answers the account error code %s', async (email, code) => {
    const tokens = await signIn(server.origin, { email, password: 'Demo-pass-1' });
    const response = await fetch(`${server.origin}/api/account/user-info`, {
      headers: authHeaders(tokens),
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { errors: { errorId: string[] } };
    expect(body.errors.errorId).toEqual([code]);
  });
});

describe('PUT /api/account/user-info', () => {
  it('answers 400 for malformed JSON', async () => {
    const response = await put(sam, '{"newEmailAddress": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await put(sam, '["x"]')).status).toBe(400);
    expect((await put(sam, 'newEmailAddress=x', 'text/plain')).status).toBe(400);
  });

  it('answers 400 with a message for an invalid email, phone or missing password', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...valid, newEmailAddress: 'not-an-email' },
        'newEmailAddress must be a valid email address.',
      ],
      [{ ...valid, phoneNumber: '555-0123' }, 'phoneNumber must be a 10-digit phone number.'],
      [{ ...valid, phoneNumber: 8015550142 }, 'phoneNumber is required and must be a string.'],
      [{ ...valid, currentPassword: '' }, 'currentPassword must not be empty.'],
    ];
    for (const [body, message] of cases) {
      const response = await put(sam, JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
  });

  it("answers 403 'Invalid current password.' for a wrong password and changes nothing", async () => {
    const response = await put(sam, JSON.stringify({ ...valid, currentPassword: 'wrong' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Invalid current password.' });
    const row = server.db.prepare("SELECT email FROM users WHERE id = '65c3d4e5f60718293a4b5c6d'");
    expect(row.get()).toEqual({ email: 'sam@example.com' });
  });

  it("answers an address someone else uses like a change (no enumeration), keeps the email and tells that address's owner", async () => {
    const taken = await put(
      sam,
      JSON.stringify({ ...valid, newEmailAddress: 'ALEX@example.com', phoneNumber: '3855550111' }),
    );
    const free = await put(
      sam,
      JSON.stringify({ ...valid, newEmailAddress: 'sam@example.com', phoneNumber: '3855550111' }),
    );
    // The same status and (empty) body as a change to a free address.
    expect(taken.status).toBe(204);
    expect(free.status).toBe(204);
    expect(await taken.text()).toBe(await free.text());
    const row = server.db.prepare(
      "SELECT email, phone_number AS phone FROM users WHERE id = '65c3d4e5f60718293a4b5c6d'",
    );
    expect(row.get()).toEqual({ email: 'sam@example.com', phone: '3855550111' });
    const notices = listMail(server.db, 'alex@example.com');
    expect(notices[0]?.subject).toBe('Your email address was entered on another account');
    expect(notices[0]?.body).not.toContain('sam@example.com');
  });

  it('stores the new email and phone (digits only) and answers 204', async () => {
    const response = await put(sam, JSON.stringify(valid));
    expect(response.status).toBe(204);
    const info = await fetch(`${server.origin}/api/account/user-info`, {
      headers: authHeaders(sam),
    });
    expect(await info.json()).toMatchObject({
      email: 'sam.chen@example.com',
      phoneNumber: '3855550123',
    });
  });
});
