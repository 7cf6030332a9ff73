// Orders waiting for the customer's confirmation (spec 2.1 /order/{orderId}/{salesChannel}) and
// sales a representative prepared for the customer's acceptance (/sales/order/{orderId}). Both
// are rows of `orders` (kind 'order' or 'sale'); every lookup is scoped to the signed-in
// customer, so someone else's order id is simply "not found".
import { HttpError } from './api/errors.js';
import type { Db } from './db/database.js';
import { addressLine, getAppointment } from './appointments.js';
import { findOwnService, type ServiceRow } from './services.js';
import { accountText } from './account-text/text.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import type { OrderItem, OrderConfirmation, SaleConfirmation } from '../../src/contracts/orders.js';
import type { Appointment, WorkOrder } from '../../src/contracts/appointments.js';

/** Messages of the order calls, in the reader's language. */
export function orderMessages(locale: Locale) {
  const t = accountText.t(locale);
  return {
    notFound: (id: string) => t('orders.notFound', { id }),
    alreadyConfirmed: (id: string) => t('orders.alreadyConfirmed', { id }),
    alreadyAccepted: (id: string) => t('orders.alreadyAccepted', { id }),
    nameMismatch: t('orders.nameMismatch'),
    mustAgree: t('orders.mustAgree'),
  };
}

interface OrderRow {
  id: string;
  userId: string;
  serviceId: string;
  kind: 'order' | 'sale';
  salesChannel: string;
  status: 'pending' | 'confirmed';
  planName: string | null;
  planMonthlyCents: number | null;
  termMonths: number | null;
  representative: string | null;
  terms: string;
  createdAt: string;
  confirmedAt: string | null;
  acceptedName: string | null;
}

function findOrder(
  db: Db,
  userId: string,
  id: string,
  kind: OrderRow['kind'],
  locale: Locale,
): OrderRow {
  const row = db
    .prepare(
      `SELECT id, user_id AS userId, service_id AS serviceId, kind, sales_channel AS salesChannel,
        status, plan_name AS planName, plan_monthly_cents AS planMonthlyCents,
        term_months AS termMonths, representative, terms, created_at AS createdAt,
        confirmed_at AS confirmedAt, accepted_name AS acceptedName
       FROM orders WHERE id = ? AND user_id = ? AND kind = ?`,
    )
    .get(id, userId, kind) as OrderRow | undefined;
  if (!row) throw new HttpError(404, orderMessages(locale).notFound(id));
  return row;
}

function serviceOf(db: Db, userId: string, row: OrderRow, locale: Locale): ServiceRow {
  const name = db
    .prepare('SELECT service_name AS name FROM services WHERE id = ?')
    .get(row.serviceId) as { name: string };
  return findOwnService(db, userId, name.name, locale);
}

function itemsOf(db: Db, orderId: string): OrderItem[] {
  return db
    .prepare(
      `SELECT name, quantity, one_time_cents AS oneTimeCents, monthly_cents AS monthlyCents
       FROM order_items WHERE order_id = ? ORDER BY position`,
    )
    .all(orderId) as OrderItem[];
}

const sum = (items: OrderItem[], key: 'oneTimeCents' | 'monthlyCents') =>
  items.reduce((total, item) => total + item[key], 0);

/** True when the customer owns an order (of either kind) with this id. */
export function ownsOrder(db: Db, userId: string, orderId: string): boolean {
  return Boolean(
    db.prepare('SELECT 1 FROM orders WHERE id = ? AND user_id = ?').get(orderId, userId),
  );
}

function installationOf(
  db: Db,
  service: ServiceRow,
  orderId: string,
  locale: Locale,
): Appointment | null {
  const row = db
    .prepare(
      `SELECT id FROM appointments WHERE order_id = ? AND type = 'installation'
       AND status != 'cancelled' ORDER BY window_start LIMIT 1`,
    )
    .get(orderId) as { id: string } | undefined;
  return row ? getAppointment(db, service, row.id, locale) : null;
}

/** The order with this id and channel, or a 404. */
export function getOrderConfirmation(
  db: Db,
  userId: string,
  id: string,
  channel: string,
  locale: Locale = 'en',
): OrderConfirmation {
  const row = findOrder(db, userId, id, 'order', locale);
  if (row.salesChannel !== channel) throw new HttpError(404, orderMessages(locale).notFound(id));
  const service = serviceOf(db, userId, row, locale);
  const items = itemsOf(db, id);
  return {
    id: row.id,
    salesChannel: row.salesChannel,
    status: row.status === 'confirmed' ? 'confirmed' : 'awaiting_confirmation',
    serviceName: service.serviceName,
    address: addressLine(service, locale),
    items,
    oneTimeTotalCents: sum(items, 'oneTimeCents'),
    monthlyTotalCents: sum(items, 'monthlyCents'),
    installation: installationOf(db, service, id, locale),
    terms: row.terms,
    createdAt: row.createdAt,
    confirmedAt: row.confirmedAt,
  };
}

/** Confirms a waiting order; 409 when it already is. */
export function confirmOrder(
  db: Db,
  userId: string,
  id: string,
  channel: string,
  now: Date,
  locale: Locale = 'en',
): OrderConfirmation {
  const current = getOrderConfirmation(db, userId, id, channel, locale);
  if (current.status === 'confirmed') {
    throw new HttpError(409, orderMessages(locale).alreadyConfirmed(id));
  }
  db.prepare(
    `UPDATE orders SET status = 'confirmed', confirmed_at = ? WHERE id = ? AND status = 'pending'`,
  ).run(now.toISOString(), id);
  return getOrderConfirmation(db, userId, id, channel, locale);
}

/** The sale agreement with this order id, or a 404. */
export function getSaleConfirmation(
  db: Db,
  userId: string,
  orderId: string,
  locale: Locale = 'en',
): SaleConfirmation {
  const row = findOrder(db, userId, orderId, 'sale', locale);
  const service = serviceOf(db, userId, row, locale);
  const equipment = itemsOf(db, orderId);
  return {
    orderId: row.id,
    status: row.status === 'confirmed' ? 'accepted' : 'awaiting_acceptance',
    serviceName: service.serviceName,
    address: addressLine(service, locale),
    representative: row.representative ?? accountText.t(locale)('orders.representative'),
    plan: {
      name: row.planName ?? '',
      monthlyCents: row.planMonthlyCents ?? 0,
      termMonths: row.termMonths ?? 0,
    },
    equipment,
    oneTimeTotalCents: sum(equipment, 'oneTimeCents'),
    terms: row.terms,
    createdAt: row.createdAt,
    acceptedBy: row.acceptedName,
    acceptedAt: row.confirmedAt,
  };
}

/** Case, accents' composition and runs of spaces do not matter when comparing names. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/** Accepts a sale when `fullName` is the account holder's name; 400 otherwise, 409 if done. */
export function acceptSale(
  db: Db,
  userId: string,
  orderId: string,
  fullName: string,
  now: Date,
  locale: Locale = 'en',
): SaleConfirmation {
  const messages = orderMessages(locale);
  const current = getSaleConfirmation(db, userId, orderId, locale);
  if (current.status === 'accepted') {
    throw new HttpError(409, messages.alreadyAccepted(orderId));
  }
  const holder = db
    .prepare('SELECT first_name AS f, last_name AS l FROM users WHERE id = ?')
    .get(userId) as { f: string; l: string };
  if (normalizeName(fullName) !== normalizeName(`${holder.f} ${holder.l}`)) {
    throw new HttpError(400, messages.nameMismatch);
  }
  const typed = fullName.trim().replace(/\s+/g, ' ');
  db.prepare(
    `UPDATE orders SET status = 'confirmed', confirmed_at = ?, accepted_name = ?
     WHERE id = ? AND status = 'pending'`,
  ).run(now.toISOString(), typed, orderId);
  return getSaleConfirmation(db, userId, orderId, locale);
}

/** One device or task of a visit. */
export interface WorkOrderLine {
  kind: 'device' | 'task';
  name: string;
  quantity: number;
}

/** The work orders of one of the customer's orders, or a 404. */
export function listWorkOrders(
  db: Db,
  userId: string,
  orderId: string,
  locale: Locale = 'en',
): WorkOrder[] {
  if (!ownsOrder(db, userId, orderId)) {
    throw new HttpError(404, orderMessages(locale).notFound(orderId));
  }
  const orders = db
    .prepare(
      `SELECT id, appointment_id AS appointmentId, summary FROM work_orders WHERE order_id = ?
       ORDER BY id`,
    )
    .all(orderId) as { id: string; appointmentId: string; summary: string }[];
  const lines = db.prepare(
    `SELECT kind, name, quantity FROM work_order_lines WHERE work_order_id = ? ORDER BY position`,
  );
  return orders.map((order) => {
    const rows = lines.all(order.id) as WorkOrderLine[];
    return {
      ...order,
      devices: rows
        .filter((row) => row.kind === 'device')
        .map(({ name, quantity }) => ({ name, quantity })),
      tasks: rows.filter((row) => row.kind === 'task').map((row) => row.name),
    };
  });
}
