// @vitest-environment node
// Commerce sessions and carts belong to the customer whose service they are for (issue 14,
// finding 7): only that customer's token opens them; anonymous callers get guest carts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, signIn, type TokenSet } from '../test-support/sign-in.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';
import { commerceMessages } from './commerce.js';

let server: TestServer;

// Real sign-ins (scrypt each): generous on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });
let alex: TokenSet;
let sam: TokenSet;

beforeAll(async () => {
  server = await startTestServer();
  alex = await signIn(server.origin, { email: 'alex@example.com', password: 'Demo-pass-1' });
  // The storefront header's own token is accepted here (it is a storefront service).
  sam = await signIn(server.origin, {
    email: 'sam@example.com',
    password: 'Demo-pass-1',
    clientId: 'shs-header',
    redirectUri: `${server.origin}/demo/callback.html`,
    scope: 'openid',
  });
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

function call(
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  return fetch(`${server.origin}/api/commerce${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

async function session(serviceNumber: string, tokens?: TokenSet) {
  const response = await call('/sessions', {
    method: 'POST',
    json: { serviceNumber },
    headers: tokens ? authHeaders(tokens) : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { id: string; cartItemsCount: number; message?: string },
  };
}

describe("a customer's commerce session", () => {
  it("opens with the owner's token and shows their cart", async () => {
    const own = await session('S-100200300', alex);
    expect(own.status).toBe(201);
    expect(own.body.cartItemsCount).toBe(2);
    const cart = await call('/cart', { headers: { ...authHeaders(alex), Sessionid: own.body.id } });
    expect(((await cart.json()) as { cartItemsCount: number }).cartItemsCount).toBe(2);
  });

  it("is refused to another customer's token, and to an anonymous caller holding its id", async () => {
    expect((await session('S-100200300', sam)).status).toBe(404);
    const own = await session('S-100200300', alex);
    for (const headers of [{}, authHeaders(sam)]) {
      const info = await call(`/sessions/${own.body.id}`, { headers });
      expect(info.status).toBe(404);
      expect(await info.json()).toEqual({ message: commerceMessages('en').sessionNotFound });
      const cart = await call('/cart', { headers: { ...headers, Sessionid: own.body.id } });
      expect(cart.status).toBe(404);
      const add = await call('/cart/items', {
        method: 'POST',
        json: { catalogId: 'car-guard', quantity: 1 },
        headers: { ...headers, Sessionid: own.body.id },
      });
      expect(add.status).toBe(404);
    }
  });

  it('gives an anonymous visitor a guest session with its own empty cart', async () => {
    const guest = await session('S-100200300');
    expect(guest.status).toBe(201);
    expect(guest.body.cartItemsCount).toBe(0);
    const add = await call('/cart/items', {
      method: 'POST',
      json: { catalogId: 'car-guard', quantity: 1 },
      headers: { Sessionid: guest.body.id },
    });
    expect(((await add.json()) as { cartItemsCount: number }).cartItemsCount).toBe(1);
    // The customer's own cart is untouched.
    expect((await session('S-100200300', alex)).body.cartItemsCount).toBe(2);
  });

  it('purges expired sessions and their guest carts', async () => {
    const guest = await session('S-555');
    await call('/cart/items', {
      method: 'POST',
      json: { catalogId: 'car-guard' },
      headers: { Sessionid: guest.body.id },
    });
    server.db
      .prepare('UPDATE commerce_sessions SET expiration = ? WHERE id = ?')
      .run('2000-01-01T00:00:00.000Z', guest.body.id);
    await session('S-556');
    const left = server.db
      .prepare('SELECT COUNT(*) AS n FROM commerce_sessions WHERE id = ?')
      .get(guest.body.id) as { n: number };
    expect(left.n).toBe(0);
    const items = server.db
      .prepare('SELECT COUNT(*) AS n FROM commerce_cart_items WHERE service_number = ?')
      .get(`guest:${guest.body.id}`) as { n: number };
    expect(items.n).toBe(0);
  });
});
