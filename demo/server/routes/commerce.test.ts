// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonErrorHandler } from '../api/errors';
import { openDatabase, type Db } from '../db/database';
import { commerceMessages, commerceRoutes } from './commerce';
import type { RouteContext } from './types';

let server: Server;
let origin: string;
let db: Db;

beforeAll(async () => {
  db = openDatabase(':memory:');
  const app = express();
  app.use('/api', express.json());
  // Anonymous callers only here (no tokens): the signed-in cases run against a real server in
  // commerce-owner.test.ts.
  const optionalAuth: RouteContext['optionalAuth'] = (_req, _res, next) => next();
  commerceRoutes.mount(app, { db, optionalAuth } as unknown as RouteContext);
  app.use(jsonErrorHandler);
  server = app.listen(0);
  await new Promise((done) => server.once('listening', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
  fetch(`${origin}/api/commerce${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });

async function newSession(serviceNumber: string) {
  const response = await call('/sessions', { method: 'POST', json: { serviceNumber } });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; expiration: string; cartItemsCount: number };
}

describe('commerce service routes', () => {
  it("gives an anonymous caller a guest session with its own empty cart, never the customer's", async () => {
    const session = await newSession('S-100200300');
    expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(session.expiration)).toBeGreaterThan(Date.now());
    // S-100200300's cart has two items, but they are the customer's, not a stranger's.
    expect(session.cartItemsCount).toBe(0);
    expect((await newSession('555')).cartItemsCount).toBe(0);
  });

  it('answers commerce info with the catalogue by session id', async () => {
    const { id } = await newSession('100200300');
    const info = await (await call(`/sessions/${id}`)).json();
    expect(info).toMatchObject({ id, serviceNumber: '100200300', cartItemsCount: 0 });
    const codes = info.catalog.categories.map((c: { code: string }) => c.code);
    expect(codes).toContain('cameras');
    const offers = info.catalog.categories.find((c: { code: string }) => c.code === 'smart-offers');
    expect(offers.items[0]).toEqual({
      isActive: true,
      name: 'Energy Saver Plan',
      catalogId: 'energy-saver',
    });
  });

  it('answers 404 for unknown and expired sessions', async () => {
    const missing = await call('/sessions/nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: commerceMessages('en').sessionNotFound });
    db.prepare(
      'INSERT INTO commerce_sessions (id, service_number, expiration, guest) VALUES (?, ?, ?, 1)',
    ).run('old', '1', '2000-01-01T00:00:00.000Z');
    expect(await (await call('/sessions/old')).json()).toEqual({
      message: commerceMessages('en').sessionExpired,
    });
  });

  it('rejects a bad service number and bad JSON with 400', async () => {
    const bad = await call('/sessions', { method: 'POST', json: { serviceNumber: 'abc' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: commerceMessages('en').badServiceNumber });
    const notJson = await call('/sessions', { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
  });

  it('looks up the store by serviceNumber and by the Sessionid header', async () => {
    const byNumber = await (
      await call('/store', { method: 'POST', json: { serviceNumber: 'S-42' } })
    ).json();
    expect(byNumber).toMatchObject({ storeId: 'store-42', serviceNumber: '42' });
    const { id } = await newSession('42');
    const bySession = await (await call('/store', { headers: { Sessionid: id } })).json();
    expect(bySession).toEqual(byNumber);
    const noHeader = await call('/store');
    expect(noHeader.status).toBe(400);
  });

  it('adds to and removes from the cart of the session, updating the count', async () => {
    const { id } = await newSession('777');
    const added = await call('/cart/items', {
      method: 'POST',
      headers: { Sessionid: id },
      json: { catalogId: 'car-guard', quantity: 2 },
    });
    expect(added.status).toBe(201);
    expect((await added.json()).cartItemsCount).toBe(2);
    expect((await (await call(`/sessions/${id}`)).json()).cartItemsCount).toBe(2);
    const tooMany = await call('/cart/items', {
      method: 'POST',
      headers: { Sessionid: id },
      json: { catalogId: 'car-guard', quantity: 11 },
    });
    expect(tooMany.status).toBe(400);
    const removed = await (
      await call('/cart/items/car-guard', { method: 'DELETE', headers: { Sessionid: id } })
    ).json();
    expect(removed).toEqual({ items: [], cartItemsCount: 0 });
  });

  it('searches products by name and needs a query', async () => {
    const hits = await (await call('/search?q=%20SMART%20')).json();
    expect(hits.map((h: { name: string }) => h.name)).toEqual([
      'Smart Deadbolt',
      'Smart Thermostat',
      'Smart Light Bulb',
    ]);
    expect(hits[0].linkTo).toEqual({
      route: 'products',
      params: { catalogId: 'smart-deadbolt' },
      href: '/products/smart-deadbolt',
    });
    expect(await (await call('/search?q=zebra')).json()).toEqual([]);
    expect((await call('/search')).status).toBe(400);
  });

  it('echoes x-trid', async () => {
    const response = await call('/search?q=lock', { headers: { 'x-trid': 'trace-123' } });
    expect(response.headers.get('x-trid')).toBe('trace-123');
  });

  it('answers the buy-site stand-in page for its in-app paths', async () => {
    const page = await fetch(`${origin}/demo/buy.html/cart`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      '<title>Buy site (in-app routes) – shs-header demo</title>',
    );
  });
});
