// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, signIn, type TokenSet } from '../test-support/sign-in.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;
let alex: TokenSet;

beforeAll(async () => {
  server = await startTestServer();
  alex = await signIn(server.origin, { email: 'alex@example.com', password: 'Demo-pass-1' });
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

async function call(method: string, path: string, body?: unknown, raw?: string) {
  const response = await fetch(`${server.origin}/api/account${path}`, {
    method,
    headers: { ...authHeaders(alex), 'content-type': 'application/json' },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('service address', () => {
  it('answers street, city, state and zip', async () => {
    expect(await call('GET', '/service-address?serviceName=S-100200300')).toEqual({
      status: 200,
      body: {
        serviceName: 'S-100200300',
        street: '12 Elm St',
        city: 'Provo',
        state: 'UT',
        zip: '84601',
      },
    });
  });

  it("accepts the name without 'S-'", async () => {
    expect((await call('GET', '/service-address?serviceName=100200301')).body.city).toBe('Orem');
  });

  it('answers 404 for a service with no address, or someone else’s service', async () => {
    const none = await call('GET', '/service-address?serviceName=S-100200302');
    expect(none).toEqual({
      status: 404,
      body: { message: 'No address is on file for S-100200302.' },
    });
    const other = await call('GET', '/service-address?serviceName=S-200300400');
    expect(other.status).toBe(404);
  });

  it('answers 400 without serviceName', async () => {
    expect(await call('GET', '/service-address')).toEqual({
      status: 400,
      body: { message: 'The serviceName query parameter is required.' },
    });
  });
});

describe('nickname', () => {
  it('sets and clears a nickname; user-info shows it', async () => {
    const set = await call('PUT', '/nickname?serviceName=S-100200302', {
      nickname: '  Lake house ',
    });
    expect(set).toEqual({
      status: 200,
      body: {
        serviceName: 'S-100200302',
        nickName: 'Lake house',
        accountId: 'A-3',
        contractSigner: false,
        id: 'svc-3',
      },
    });
    const info = await fetch(`${server.origin}/api/account/user-info`, {
      headers: authHeaders(alex),
    });
    expect((await info.json()).services[2].nickName).toBe('Lake house');
    const cleared = await call('PUT', '/nickname?serviceName=S-100200302', { nickname: '' });
    expect(cleared.body.nickName).toBeUndefined();
  });

  it('answers 400 for a bad body', async () => {
    expect((await call('PUT', '/nickname?serviceName=S-100200300', { nickname: 5 })).status).toBe(
      400,
    );
    expect(
      (await call('PUT', '/nickname?serviceName=S-100200300', { nickname: 'x'.repeat(41) })).status,
    ).toBe(400);
    expect(
      (await call('PUT', '/nickname?serviceName=S-100200300', undefined, '{nick')).status,
    ).toBe(400);
  });
});

describe('emergency contacts', () => {
  const path = '/emergency-contacts?serviceName=S-100200300';

  it('lists the seeded contacts in order', async () => {
    const { status, body } = await call('GET', path);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: 'ec-1', name: 'Jordan Rivera', phone: '8015550175', relationship: 'Spouse', order: 1 },
      { id: 'ec-2', name: 'Pat Lee', phone: '8015550133', relationship: 'Neighbor', order: 2 },
    ]);
  });

  it('adds, moves, edits and deletes contacts, answering the whole list', async () => {
    const added = await call('POST', path, {
      name: 'Casey Park',
      phone: '801-555-0111',
      relationship: 'Friend',
      order: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body.map((c: { name: string }) => c.name)).toEqual([
      'Casey Park',
      'Jordan Rivera',
      'Pat Lee',
    ]);
    const casey = added.body[0];
    expect(casey).toMatchObject({ phone: '8015550111', order: 1 });

    const edited = await call('PUT', path, { ...casey, relationship: 'Sibling', order: 3 });
    expect(edited.status).toBe(200);
    expect(edited.body.map((c: { id: string; order: number }) => [c.id, c.order])).toEqual([
      ['ec-1', 1],
      ['ec-2', 2],
      [casey.id, 3],
    ]);
    expect(edited.body[2].relationship).toBe('Sibling');

    const removed = await call('DELETE', path, { id: 'ec-1' });
    expect(removed.body.map((c: { id: string; order: number }) => [c.id, c.order])).toEqual([
      ['ec-2', 1],
      [casey.id, 2],
    ]);
  });

  it('validates the body (400) and unknown contacts (404)', async () => {
    const bad = await call('POST', path, { name: 'X', phone: '12345', relationship: 'Friend' });
    expect(bad).toEqual({
      status: 400,
      body: { message: 'phone must be a 10-digit phone number.' },
    });
    expect((await call('POST', path, { phone: '8015550100', relationship: 'Friend' })).status).toBe(
      400,
    );
    expect(
      (await call('POST', path, { name: 'X', phone: '8015550100', relationship: 'F', order: 0 }))
        .status,
    ).toBe(400);
    expect(
      (await call('PUT', path, { name: 'X', phone: '8015550100', relationship: 'F' })).status,
    ).toBe(400);
    expect((await call('DELETE', path, { id: 'nope' })).status).toBe(404);
    expect((await call('DELETE', path)).status).toBe(400);
  });

  it('stops at five contacts (409)', async () => {
    const other = '/emergency-contacts?serviceName=S-100200301';
    for (let i = 0; i < 5; i++) {
      const response = await call('POST', other, {
        name: `C ${i}`,
        phone: '8015550100',
        relationship: 'Friend',
      });
      expect(response.status).toBe(201);
    }
    const sixth = await call('POST', other, {
      name: 'C 6',
      phone: '8015550100',
      relationship: 'Friend',
    });
    expect(sixth.status).toBe(409);
  });
});

describe('access activity', () => {
  it('pages the sign-ins newest first with the total', async () => {
    await signIn(server.origin, { email: 'alex@example.com', password: 'Demo-pass-1' });
    const { status, body } = await call('GET', '/access-activity?page=1&pageSize=1');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(2);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(1);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ success: true, mfaUsed: false, browser: 'Unknown' });
    const second = await call('GET', '/access-activity?page=2&pageSize=1');
    expect(second.body.items[0].id).toBeLessThan(body.items[0].id);
  });

  it('answers 400 for a bad page or pageSize', async () => {
    expect((await call('GET', '/access-activity?page=0')).status).toBe(400);
    expect((await call('GET', '/access-activity?pageSize=1000')).status).toBe(400);
    expect((await call('GET', '/access-activity?page=abc')).status).toBe(400);
  });
});
