// Orders waiting for the customer's confirmation (spec 2.1 /order/{orderId}/{salesChannel}) and
// sales a representative prepared for the customer's acceptance (/sales/order/{orderId}). Both
// are rows of `orders` (kind 'order' or 'sale'); every lookup is scoped to the signed-in
// customer, so someone else's order id is simply "not found".
import { HttpError } from './api/errors.js';
import type { Db } from './db/database.js';
import { addressLine, getAppointment } from './appointments.js';
import { findOwnService, type ServiceRow } from './services.js';
import type { OrderItem, OrderConfirmation, SaleConfirmation } from '../../src/contracts/orders.js';
import type { Appointment, WorkOrder } from '../../src/contracts/appointments.js';

/** Messages of the order calls, exported for tests. */
export const ORDER_MESSAGES = {
  notFound: (id: string) => `Order ${id} was not found on this account.`,
  alreadyConfirmed: (id: string) => `Order ${id} is already confirmed.`,
  alreadyAccepted: (id: string) => `The agreement for order ${id} was already accepted.`,
  nameMismatch: 'The name you typed does not match the account holder’s name.',
  mustAgree: 'agreed must be true: tick the agreement to accept it.',
} as const;

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

function findOrder(db: Db, userId: string, id: string, kind: OrderRow['kind']): OrderRow {
  const row = db
    .prepare(
      `SELECT id, user_id AS userId, service_id AS serviceId, kind, sales_channel AS salesChannel,
        status, plan_name AS planName, plan_monthly_cents AS planMonthlyCents,
        term_months AS termMonths, representative, terms, created_at AS createdAt,
        confirmed_at AS confirmedAt, accepted_name AS acceptedName
       FROM orders WHERE id = ? AND user_id = ? AND kind = ?`,
    )
    .get(id, userId, kind) as OrderRow | undefined;
  if (!row) throw new HttpError(404, ORDER_MESSAGES.notFound(id));
  return row;
}

function serviceOf(db: Db, userId: string, row: OrderRow): ServiceRow {
  const name = db
    .prepare('SELECT service_name AS name FROM services WHERE id = ?')
    .get(row.serviceId) as { name: string };
  return findOwnService(db, userId, name.name);
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

function installationOf(db: Db, service: ServiceRow, orderId: string): Appointment | null {
  const row = db
    .prepare(
      `SELECT id FROM appointments WHERE order_id = ? AND type = 'installation'
       AND status != 'cancelled' ORDER BY window_start LIMIT 1`,
    )
    .get(orderId) as { id: string } | undefined;
  return row ? getAppointment(db, service, row.id) : null;
}

/** The order with this id and channel, or a 404. */
export function getOrderConfirmation(
  db: Db,
  userId: string,
  id: string,
  channel: string,
): OrderConfirmation {
  const row = findOrder(db, userId, id, 'order');
  if (row.salesChannel !== channel) throw new HttpError(404, ORDER_MESSAGES.notFound(id));
  const service = serviceOf(db, userId, row);
  const items = itemsOf(db, id);
  return {
    id: row.id,
    salesChannel: row.salesChannel,
    status: row.status === 'confirmed' ? 'confirmed' : 'awaiting_confirmation',
    serviceName: service.serviceName,
    address: addressLine(service),
    items,
    oneTimeTotalCents: sum(items, 'oneTimeCents'),
    monthlyTotalCents: sum(items, 'monthlyCents'),
    installation: installationOf(db, service, id),
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
): OrderConfirmation {
  const current = getOrderConfirmation(db, userId, id, channel);
  if (current.status === 'confirmed') throw new HttpError(409, ORDER_MESSAGES.alreadyConfirmed(id));
  db.prepare(
    `UPDATE orders SET status = 'confirmed', confirmed_at = ? WHERE id = ? AND status = 'pending'`,
  ).run(now.toISOString(), id);
  return getOrderConfirmation(db, userId, id, channel);
}

/** The sale agreement with this order id, or a 404. */
export function getSaleConfirmation(db: Db, userId: string, orderId: string): SaleConfirmation {
  const row = findOrder(db, userId, orderId, 'sale');
  const service = serviceOf(db, userId, row);
  const equipment = itemsOf(db, orderId);
  return {
    orderId: row.id,
    status: row.status === 'confirmed' ? 'accepted' : 'awaiting_acceptance',
    serviceName: service.serviceName,
    address: addressLine(service),
    representative: row.representative ?? 'Your sales representative',
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
): SaleConfirmation {
  const current = getSaleConfirmation(db, userId, orderId);
  if (current.status === 'accepted') {
    throw new HttpError(409, ORDER_MESSAGES.alreadyAccepted(orderId));
  }
  const holder = db
    .prepare('SELECT first_name AS f, last_name AS l FROM users WHERE id = ?')
    .get(userId) as { f: string; l: string };
  if (normalizeName(fullName) !== normalizeName(`${holder.f} ${holder.l}`)) {
    throw new HttpError(400, ORDER_MESSAGES.nameMismatch);
  }
  const typed = fullName.trim().replace(/\s+/g, ' ');
  db.prepare(
    `UPDATE orders SET status = 'confirmed', confirmed_at = ?, accepted_name = ?
     WHERE id = ? AND status = 'pending'`,
  ).run(now.toISOString(), typed, orderId);
  return getSaleConfirmation(db, userId, orderId);
}

/** One device or task of a visit. */
export interface WorkOrderLine {
  kind: 'device' | 'task';
  name: string;
  quantity: number;
}

/** The work orders of one of the customer's orders, or a 404. */
export function listWorkOrders(db: Db, userId: string, orderId: string): WorkOrder[] {
  if (!ownsOrder(db, userId, orderId)) throw new HttpError(404, ORDER_MESSAGES.notFound(orderId));
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
