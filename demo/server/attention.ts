// The facts behind the dashboard's "Needs your attention" (docs/contracts.md, "Needs your
// attention"): for every service of the signed-in customer, its bill, autopay, saved cards,
// orders and sales still waiting, an installation still to book and the visits coming up. The
// server only gathers; the account centre's rules (features/dashboard/attention-rules.ts)
// decide what is urgent, so the facts stay the same when the wording or order changes.
import type { Db } from './db/database.js';
import { denverDate, type LocalDate } from './appointment-calendar.js';
import { installationState, listAppointments } from './appointments.js';
import { autopay, currentInvoice, listMethods } from './billing/billing-data.js';
import { findOwnService, type ServiceRow } from './services.js';
import type { AttentionFacts, ServiceAttentionFacts } from '../../src/contracts/attention.js';

const isoDate = ({ year, month, day }: LocalDate) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A fact that needs a billing account: null when the service has none (a 404 from billing). */
function orNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function waitingOrders(db: Db, service: ServiceRow) {
  return db
    .prepare(
      `SELECT id, kind, sales_channel AS salesChannel, created_at AS createdAt FROM orders
       WHERE service_id = ? AND status = 'pending' ORDER BY created_at, id`,
    )
    .all(service.id) as {
    id: string;
    kind: 'order' | 'sale';
    salesChannel: string;
    createdAt: string;
  }[];
}

function serviceFacts(db: Db, service: ServiceRow, now: Date): ServiceAttentionFacts {
  const waiting = waitingOrders(db, service);
  const installation = installationState(db, service);
  return {
    serviceName: service.serviceName,
    invoice: orNull(() => currentInvoice(db, service, now.toISOString().slice(0, 10))),
    autopay: orNull(() => autopay(db, service)),
    cards: orNull(() => listMethods(db, service, now)) ?? [],
    ordersToConfirm: waiting
      .filter((row) => row.kind === 'order')
      .map(({ id, salesChannel, createdAt }) => ({ id, salesChannel, createdAt })),
    salesToAccept: waiting
      .filter((row) => row.kind === 'sale')
      .map(({ id, createdAt }) => ({ orderId: id, createdAt })),
    installationsToBook:
      installation.state === 'to-book'
        ? [{ orderId: installation.orderId, confirmedAt: installation.confirmedAt }]
        : [],
    upcomingVisits: listAppointments(db, service, now).upcoming,
  };
}

/** The attention facts of every service the customer owns, in the order of their services. */
export function attentionFacts(db: Db, userId: string, now: Date): AttentionFacts {
  const names = db
    .prepare('SELECT service_name AS name FROM services WHERE user_id = ? ORDER BY position')
    .all(userId) as { name: string }[];
  return {
    today: isoDate(denverDate(now)),
    services: names.map(({ name }) => serviceFacts(db, findOwnService(db, userId, name), now)),
  };
}
