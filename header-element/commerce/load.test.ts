import { beforeEach, describe, expect, it } from 'vitest';
import { clearLoadedCommerce, loadCommerce } from './load';
import type { SessionStore, StoredSession } from '../../src/lib/shared/commerce-session-store';

const future = () => new Date(Date.now() + 60_000).toISOString();

function memoryStore(initial: Record<string, StoredSession> = {}) {
  const data = { ...initial };
  const store: SessionStore = {
    get: (k) => data[k],
    set: (k, s, signedIn) => void (data[k] = { ...s, ...(signedIn && { signedIn }) }),
  };
  return { store, data };
}

function fakeService(options: { unknownSessions?: string[] } = {}) {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    if (init?.method === 'POST')
      return json({ id: 'new', expiration: future(), cartItemsCount: 1 }, 201);
    const id = url.pathname.split('/').pop()!;
    if (options.unknownSessions?.includes(id)) return json({ message: 'Session not found.' }, 404);
    return json({ id, expiration: future(), cartItemsCount: 2, catalog: { categories: [] } });
  }) as typeof globalThis.fetch;
  return { client: { base: 'https://c.example.com/api/commerce', fetch }, calls };
}

describe('loadCommerce (spec 4.1)', () => {
  beforeEach(() => clearLoadedCommerce());

  it('creates a new session when none is stored, keyed by the service number', async () => {
    const { client, calls } = fakeService();
    const { store, data } = memoryStore();
    const info = await loadCommerce(client, store, 'S-100');
    expect(calls).toEqual(['POST /api/commerce/sessions', 'GET /api/commerce/sessions/new']);
    expect(info.cartItemsCount).toBe(2);
    expect(data['100']?.id).toBe('new');
  });

  it('reuses a valid stored session and fetches its info only once', async () => {
    const { client, calls } = fakeService();
    const { store } = memoryStore({
      '100': { id: 'kept', expiration: future(), cartItemsCount: 0 },
    });
    await loadCommerce(client, store, 'S-100');
    await loadCommerce(client, store, '100');
    expect(calls).toEqual(['GET /api/commerce/sessions/kept']);
  });

  it('replaces an expired or id-less session, and one the service no longer knows', async () => {
    for (const stored of [
      { id: 'old', expiration: '2000-01-01T00:00:00Z' },
      { expiration: future() },
    ]) {
      clearLoadedCommerce();
      const { client, calls } = fakeService();
      await loadCommerce(client, memoryStore({ '7': stored }).store, 'S-7');
      expect(calls[0]).toBe('POST /api/commerce/sessions');
    }
    const { client, calls } = fakeService({ unknownSessions: ['gone'] });
    await loadCommerce(
      client,
      memoryStore({ '7': { id: 'gone', expiration: future() } }).store,
      'S-7',
    );
    expect(calls).toEqual([
      'GET /api/commerce/sessions/gone',
      'POST /api/commerce/sessions',
      'GET /api/commerce/sessions/new',
    ]);
  });

  it("fails with 'Session Key Missing' without a service number", async () => {
    const { client } = fakeService();
    await expect(loadCommerce(client, memoryStore().store, '')).rejects.toThrow(
      'Session Key Missing',
    );
  });

  it("does not reuse a guest session once signed in: the customer's cart is their own", async () => {
    const { client, calls } = fakeService();
    const signed = { ...client, tokens: { accessToken: 'a', idToken: 'i' } };
    const { store, data } = memoryStore({
      '100': { id: 'guest', expiration: future(), cartItemsCount: 0 },
    });
    await loadCommerce(signed, store, 'S-100');
    expect(calls).toEqual(['POST /api/commerce/sessions', 'GET /api/commerce/sessions/new']);
    expect(data['100']).toMatchObject({ id: 'new', signedIn: true });
    // Signed in again later (another page): that session is reused.
    clearLoadedCommerce();
    calls.length = 0;
    await loadCommerce(signed, store, 'S-100');
    expect(calls).toEqual(['GET /api/commerce/sessions/new']);
    // Signed out: a guest does not reuse the customer's session.
    clearLoadedCommerce();
    calls.length = 0;
    await loadCommerce(client, store, 'S-100');
    expect(calls[0]).toBe('POST /api/commerce/sessions');
    expect(data['100']?.signedIn).toBeUndefined();
  });
});
