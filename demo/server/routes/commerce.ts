// Commerce service (spec 7.4) under /api/commerce, for <shs-header>: store lookup, sessions per
// service number with the catalogue, the cart, and search. Storefront visitors may be anonymous:
// they get a guest session with its own cart. A customer's service (and its cart) needs that
// customer's token. Also serves the buy-site stand-in's in-app paths (/demo/buy.html/*).
import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import { badRequest, HttpError } from '../api/errors.js';
import { bodyObject } from '../api/validation.js';
import type { Db } from '../db/database.js';
import { renderDemoPage } from '../demo-pages.js';
import { accountText } from '../account-text/text.js';
import { localeOfRequest } from '../i18n/server-text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import type { RouteModule } from './types.js';

/** Base path of the commerce service. */
export const COMMERCE_BASE = '/api/commerce';

/** How long a commerce session lives. */
export const SESSION_TTL_MS = 60 * 60 * 1000;
/** Guest sessions kept at most (anonymous callers create them), oldest dropped first. */
export const GUEST_SESSIONS_CAP = 10_000;

/** Messages of this service, in the caller's language (Accept-Language). */
export function commerceMessages(locale: Locale) {
  const t = accountText.t(locale);
  return {
    sessionNotFound: t('commerce.sessionNotFound'),
    sessionExpired: t('commerce.sessionExpired'),
    sessionHeaderMissing: t('commerce.sessionHeaderMissing'),
    badServiceNumber: t('commerce.badServiceNumber'),
    queryMissing: t('commerce.queryMissing'),
    unknownProduct: t('commerce.unknownProduct'),
    badQuantity: t('commerce.badQuantity'),
    serviceNotFound: t('commerce.serviceNotFound'),
  };
}

/** The messages of this request's caller. */
const messagesOf = (req: Request) => commerceMessages(localeOfRequest(req));

interface Category {
  isActive: boolean;
  name: string;
  code: string;
  categories?: Category[];
  items?: { isActive: boolean; name: string; catalogId: string }[];
}

const sub = (name: string, code: string, isActive = true): Category => ({ isActive, name, code });

/** The catalogue every session answers (spec 3 "Catalogue category"). */
export const CATALOGUE: Category[] = [
  {
    isActive: true,
    name: 'Cameras',
    code: 'cameras',
    categories: [
      sub('Doorbell cameras', 'doorbell-cameras'),
      sub('Indoor cameras', 'indoor-cameras'),
      sub('Outdoor cameras', 'outdoor-cameras'),
    ],
  },
  {
    isActive: true,
    name: 'Smart locks',
    code: 'locks',
    categories: [sub('Deadbolts', 'deadbolts'), sub('Keypads', 'keypads')],
  },
  {
    isActive: true,
    name: 'Sensors',
    code: 'sensors',
    categories: [
      sub('Door & window sensors', 'entry-sensors'),
      sub('Smoke & CO detectors', 'smoke-co'),
      sub('Water leak sensors', 'water-sensors'),
    ],
  },
  {
    isActive: true,
    name: 'Smart home',
    code: 'smart-home',
    categories: [
      sub('Thermostats', 'thermostats'),
      sub('Lighting', 'lighting'),
      sub('Garage', 'garage', false),
    ],
  },
  { isActive: false, name: 'Legacy panels', code: 'legacy-panels', categories: [] },
  {
    isActive: true,
    name: 'Smart offers',
    code: 'smart-offers',
    items: [
      { isActive: true, name: 'Energy Saver Plan', catalogId: 'energy-saver' },
      { isActive: true, name: 'Car Guard', catalogId: 'car-guard' },
      { isActive: true, name: 'Pro Monitoring Upgrade', catalogId: 'pro-monitoring' },
      { isActive: false, name: 'Spring Bundle 2024', catalogId: 'spring-2024' },
    ],
  },
];

/** Products the search and the cart know. */
export const PRODUCTS: { catalogId: string; name: string }[] = [
  { catalogId: 'doorbell-camera-pro', name: 'Doorbell Camera Pro' },
  { catalogId: 'indoor-camera', name: 'Indoor Camera' },
  { catalogId: 'outdoor-camera-pro', name: 'Outdoor Camera Pro' },
  { catalogId: 'smart-deadbolt', name: 'Smart Deadbolt' },
  { catalogId: 'keypad-lock', name: 'Keypad Lock' },
  { catalogId: 'door-window-sensor', name: 'Door & Window Sensor' },
  { catalogId: 'smoke-co-detector', name: 'Smoke & CO Detector' },
  { catalogId: 'water-leak-sensor', name: 'Water Leak Sensor' },
  { catalogId: 'smart-thermostat', name: 'Smart Thermostat' },
  { catalogId: 'smart-light-bulb', name: 'Smart Light Bulb' },
  { catalogId: 'energy-saver', name: 'Energy Saver Plan' },
  { catalogId: 'car-guard', name: 'Car Guard' },
];

/** The demo customer Alex's primary service starts with two items in the cart. */
const SEEDED_CART: { serviceNumber: string; catalogId: string; quantity: number }[] = [
  { serviceNumber: '100200300', catalogId: 'doorbell-camera-pro', quantity: 1 },
  { serviceNumber: '100200300', catalogId: 'smart-deadbolt', quantity: 1 },
];

/** Seeds the cart once per database (the tables come from migration 4). */
function seedCartOnce(db: Db): void {
  // Seed once per database: a customer who empties the cart keeps it empty across restarts.
  const seeded = db.prepare('INSERT OR IGNORE INTO commerce_seeded (id) VALUES (1)').run();
  if (seeded.changes === 0) return;
  const insert = db.prepare(
    'INSERT OR IGNORE INTO commerce_cart_items (service_number, catalog_id, quantity) VALUES (?, ?, ?)',
  );
  for (const item of SEEDED_CART) insert.run(item.serviceNumber, item.catalogId, item.quantity);
}

/** The service number from 'S-123' or '123', or a 400. */
export function parseServiceNumber(value: unknown, locale: Locale = 'en'): string {
  const text = typeof value === 'string' ? value.trim().replace(/^S-/, '') : '';
  if (!/^\d{1,20}$/.test(text)) throw badRequest(commerceMessages(locale).badServiceNumber);
  return text;
}

interface SessionRow {
  id: string;
  serviceNumber: string;
  expiration: string;
  userId: string | null;
  guest: number;
}

/** The cart a session uses: the service's for a customer, its own for a guest. */
function cartKey(session: SessionRow): string {
  return session.guest ? `guest:${session.id}` : session.serviceNumber;
}

/** The customer who owns service `serviceNumber`, if any. */
function serviceOwner(db: Db, serviceNumber: string): string | undefined {
  const row = db
    .prepare('SELECT user_id AS userId FROM services WHERE service_name = ?')
    .get(`S-${serviceNumber}`) as { userId: string } | undefined;
  return row?.userId;
}

/** Drops expired sessions (and guest carts with them) and keeps guest sessions bounded. */
function purgeSessions(db: Db, now = Date.now()): void {
  const nowIso = new Date(now).toISOString();
  db.transaction(() => {
    db.prepare(
      `DELETE FROM commerce_cart_items WHERE service_number IN (
         SELECT 'guest:' || id FROM commerce_sessions WHERE guest = 1 AND expiration <= ?)`,
    ).run(nowIso);
    db.prepare('DELETE FROM commerce_sessions WHERE expiration <= ?').run(nowIso);
    const extra = db
      .prepare(
        `SELECT id FROM commerce_sessions WHERE guest = 1 ORDER BY expiration DESC LIMIT -1 OFFSET ?`,
      )
      .all(GUEST_SESSIONS_CAP) as { id: string }[];
    for (const { id } of extra) {
      db.prepare('DELETE FROM commerce_cart_items WHERE service_number = ?').run(`guest:${id}`);
      db.prepare('DELETE FROM commerce_sessions WHERE id = ?').run(id);
    }
  })();
}

function cartCount(db: Db, serviceNumber: string): number {
  const row = db
    .prepare(
      'SELECT COALESCE(SUM(quantity), 0) AS n FROM commerce_cart_items WHERE service_number = ?',
    )
    .get(serviceNumber) as { n: number };
  return row.n;
}

/**
 * A session the caller may use: a guest session by its (unguessable) id; a customer's session
 * only with that customer's token. Anyone else gets the same 404 as for an unknown id.
 */
function findSession(db: Db, id: string, req: Request): SessionRow {
  const row = db
    .prepare(
      `SELECT id, service_number AS serviceNumber, expiration, user_id AS userId, guest
       FROM commerce_sessions WHERE id = ?`,
    )
    .get(id) as SessionRow | undefined;
  if (!row || (!row.guest && row.userId !== req.auth?.userId)) {
    throw new HttpError(404, messagesOf(req).sessionNotFound);
  }
  if (Date.parse(row.expiration) <= Date.now())
    throw new HttpError(404, messagesOf(req).sessionExpired);
  return row;
}

function sessionFromHeader(db: Db, req: Request): SessionRow {
  const id = req.get('Sessionid')?.trim();
  if (!id) throw badRequest(messagesOf(req).sessionHeaderMissing);
  return findSession(db, id, req);
}

function cart(db: Db, serviceNumber: string) {
  const rows = db
    .prepare(
      'SELECT catalog_id AS catalogId, quantity FROM commerce_cart_items WHERE service_number = ? ORDER BY catalog_id',
    )
    .all(serviceNumber) as { catalogId: string; quantity: number }[];
  const items = rows.map((row) => ({
    ...row,
    name: PRODUCTS.find((p) => p.catalogId === row.catalogId)?.name ?? row.catalogId,
  }));
  return { items, cartItemsCount: items.reduce((n, item) => n + item.quantity, 0) };
}

function store(serviceNumber: string) {
  return {
    storeId: `store-${serviceNumber}`,
    serviceNumber,
    name: 'Online store',
    currency: 'USD',
  };
}

function mountCommerce(app: Express, db: Db, auth: RequestHandler): void {
  // Spec 7.1: store back-end calls carry x-trid; the service echoes it for request tracing.
  app.use(COMMERCE_BASE, (req, res, next) => {
    const trid = req.get('x-trid');
    if (trid && /^[\w.-]{1,100}$/.test(trid)) res.set('x-trid', trid);
    res.set('Cache-Control', 'no-store');
    next();
  });

  app.post(`${COMMERCE_BASE}/store`, (req, res) => {
    res.json(store(parseServiceNumber(bodyObject(req.body).serviceNumber, localeOfRequest(req))));
  });

  app.get(`${COMMERCE_BASE}/store`, auth, (req, res) => {
    res.json(store(sessionFromHeader(db, req).serviceNumber));
  });

  // With the owner's token: that service's session and cart. Without a token (or for someone
  // else's service): a guest session with its own, empty cart.
  app.post(`${COMMERCE_BASE}/sessions`, auth, (req, res) => {
    const serviceNumber = parseServiceNumber(
      bodyObject(req.body).serviceNumber,
      localeOfRequest(req),
    );
    const owner = serviceOwner(db, serviceNumber);
    const ownsService = Boolean(req.auth && owner === req.auth.userId);
    if (req.auth && owner && !ownsService) {
      throw new HttpError(404, messagesOf(req).serviceNotFound);
    }
    purgeSessions(db);
    const session = {
      id: randomUUID(),
      expiration: new Date(Date.now() + SESSION_TTL_MS).toISOString(),
    };
    db.prepare(
      'INSERT INTO commerce_sessions (id, service_number, expiration, user_id, guest) VALUES (?, ?, ?, ?, ?)',
    ).run(
      session.id,
      serviceNumber,
      session.expiration,
      ownsService ? (req.auth?.userId ?? null) : null,
      ownsService ? 0 : 1,
    );
    const key = ownsService ? serviceNumber : `guest:${session.id}`;
    res.status(201).json({ ...session, cartItemsCount: cartCount(db, key) });
  });

  app.get(`${COMMERCE_BASE}/sessions/:id`, auth, (req, res) => {
    const session = findSession(db, String(req.params.id), req);
    res.json({
      id: session.id,
      expiration: session.expiration,
      serviceNumber: session.serviceNumber,
      cartItemsCount: cartCount(db, cartKey(session)),
      catalog: { categories: CATALOGUE },
    });
  });

  app.get(`${COMMERCE_BASE}/cart`, auth, (req, res) => {
    res.json(cart(db, cartKey(sessionFromHeader(db, req))));
  });

  app.post(`${COMMERCE_BASE}/cart/items`, auth, (req, res) => {
    const serviceNumber = cartKey(sessionFromHeader(db, req));
    const body = bodyObject(req.body);
    const product = PRODUCTS.find((p) => p.catalogId === body.catalogId);
    if (!product) throw badRequest(messagesOf(req).unknownProduct);
    const quantity = body.quantity ?? 1;
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > 10
    )
      throw badRequest(messagesOf(req).badQuantity);
    db.prepare(
      `INSERT INTO commerce_cart_items (service_number, catalog_id, quantity) VALUES (?, ?, ?)
       ON CONFLICT (service_number, catalog_id) DO UPDATE SET quantity = MIN(10, quantity + excluded.quantity)`,
    ).run(serviceNumber, product.catalogId, quantity);
    res.status(201).json(cart(db, serviceNumber));
  });

  app.delete(`${COMMERCE_BASE}/cart/items/:catalogId`, auth, (req, res) => {
    const serviceNumber = cartKey(sessionFromHeader(db, req));
    db.prepare('DELETE FROM commerce_cart_items WHERE service_number = ? AND catalog_id = ?').run(
      serviceNumber,
      req.params.catalogId,
    );
    res.json(cart(db, serviceNumber));
  });

  app.get(`${COMMERCE_BASE}/search`, (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim().toLowerCase() : '';
    if (!q) throw badRequest(messagesOf(req).queryMissing);
    const hits = PRODUCTS.filter((p) => p.name.toLowerCase().includes(q))
      .slice(0, 8)
      .map((p) => ({
        name: p.name,
        linkTo: {
          route: 'products',
          params: { catalogId: p.catalogId },
          href: `/products/${p.catalogId}`,
        },
      }));
    res.json(hits);
  });
}

/** Commerce API, plus the buy-site stand-in answering its in-app paths with its one page. */
export const commerceRoutes: RouteModule = {
  mount(app, { db, optionalAuth }) {
    seedCartOnce(db);
    mountCommerce(app, db, optionalAuth);
    // The demo buy site is one page (/demo/buy.html, from demo-pages.ts) with its own router:
    // /demo/buy.html/cart, /demo/buy.html/wishlist... are its in-app paths, like a real
    // storefront's history fallback.
    app.get('/demo/buy.html/*splat', (_req, res) => {
      res.set('Cache-Control', 'no-cache').type('html').send(renderDemoPage('buy'));
    });
  },
};
