// Seed of the appointments and orders area (README, "Demo data: appointments and orders").
// Visit dates are computed from the clock at seed time, so the "upcoming" installation stays
// upcoming and the technician calendar always has the next 14 days filled, on any day the
// seed (or an end-to-end run) happens.
import {
  addDays,
  denverDate,
  denverTimeToUtc,
  weekday,
  type LocalDate,
} from '../appointment-calendar.js';
import type { Db } from './database.js';

/** The demo region's one technician, so a window is either free or taken. */
export const SEED_TECHNICIAN = { id: 'tech-1', name: 'Jamie Ortiz' };

type SeedItem = [name: string, quantity: number, oneTimeCents: number, monthlyCents: number];

interface SeedOrder {
  id: string;
  userId: string;
  serviceId: string;
  kind: 'order' | 'sale';
  salesChannel: string;
  planName?: string;
  planMonthlyCents?: number;
  termMonths?: number;
  representative?: string;
  terms: string;
  /** Days before the seed. */
  createdDaysAgo: number;
  /** Set for a confirmed order; without it the order waits for the customer. */
  confirmedDaysAgo?: number;
  items: SeedItem[];
}

/** Equipment or a visit, paid once: `cents` for all `quantity` of them. */
const once = (name: string, cents: number, quantity = 1): SeedItem => [name, quantity, cents, 0];
/** A service billed monthly. */
const monthly = (name: string, cents: number): SeedItem => [name, 1, 0, cents];

const ALEX = '65a1b2c3d4e5f60718293a4b';
const SAM = '65c3d4e5f60718293a4b5c6d';

const ORDER_TERMS =
  'Equipment prices are one-time charges billed on your next statement. Monitoring is billed ' +
  'monthly from the day the system is installed and can be cancelled with 30 days’ notice.';
const SALE_TERMS =
  'You agree to the monitoring plan for the term shown at the monthly price shown. Equipment ' +
  'is billed once on your next statement. Ending the plan early costs the remaining months.';

/** A customer's own order (on the web unless said), under the order terms. */
const order = (
  fields: Omit<SeedOrder, 'kind' | 'terms' | 'salesChannel'> & { salesChannel?: string },
): SeedOrder => ({ kind: 'order', salesChannel: 'web', terms: ORDER_TERMS, ...fields });

/** A sale a representative prepared, under the sale terms. */
const sale = (fields: Omit<SeedOrder, 'kind' | 'terms' | 'salesChannel'>): SeedOrder => ({
  kind: 'sale',
  salesChannel: 'representative',
  terms: SALE_TERMS,
  ...fields,
});

const ORDERS: SeedOrder[] = [
  order({
    id: 'O-3001',
    userId: ALEX,
    serviceId: 'svc-1',
    salesChannel: 'phone',
    createdDaysAgo: 45,
    confirmedDaysAgo: 45,
    items: [once('Sensor service visit', 0)],
  }),
  order({
    id: 'O-4001',
    userId: ALEX,
    serviceId: 'svc-1',
    createdDaysAgo: 3,
    confirmedDaysAgo: 3,
    items: [
      once('Doorbell camera', 19_900),
      once('Smart lock', 22_900),
      once('Glass-break sensor', 7_900),
      monthly('Video monitoring', 1_000),
    ],
  }),
  order({
    id: 'O-5001',
    userId: ALEX,
    serviceId: 'svc-2',
    createdDaysAgo: 1,
    items: [
      once('Outdoor camera', 39_800, 2),
      once('Smart hub', 14_900),
      monthly('Professional monitoring', 3_999),
      monthly('Cloud video storage', 999),
    ],
  }),
  sale({
    id: 'O-5002',
    userId: ALEX,
    serviceId: 'svc-1',
    planName: 'Smart Home Security Protection Plan',
    planMonthlyCents: 4_499,
    termMonths: 36,
    representative: 'Morgan Diaz',
    createdDaysAgo: 2,
    items: [once('Indoor camera', 19_800, 2), once('Smoke and CO detector', 8_900)],
  }),
  order({
    id: 'O-6001',
    userId: SAM,
    serviceId: 'svc-4',
    createdDaysAgo: 2,
    confirmedDaysAgo: 2,
    items: [
      once('Starter kit: hub, two door sensors, motion sensor', 24_900),
      monthly('Professional monitoring', 2_999),
    ],
  }),
];

/** A technician visit (an appointment) of the seed. */
interface SeedVisit {
  id: string;
  serviceId: string;
  orderId: string;
  type: 'installation' | 'service';
  status: 'scheduled' | 'completed';
  day: LocalDate;
  /** The window's start and end hours, Denver time. */
  hours: [from: number, to: number];
  note: string;
  updatedDaysAgo: number;
}

/** The first `weekdayWanted` (0 = Sunday) at least `minDays` after `from`. */
function nextWeekday(from: LocalDate, weekdayWanted: number, minDays: number): LocalDate {
  let date = addDays(from, minDays);
  while (weekday(date) !== weekdayWanted) date = addDays(date, 1);
  return date;
}

/** Inserts technicians, their calendar, orders, visits and work orders. */
export function seedAppointments(db: Db, now: Date = new Date()): void {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const today = denverDate(now);

  db.prepare('INSERT INTO technicians (id, name) VALUES (?, ?)').run(
    SEED_TECHNICIAN.id,
    SEED_TECHNICIAN.name,
  );

  const insertOrder = db.prepare(`INSERT INTO orders (id, user_id, service_id, kind,
    sales_channel, status, plan_name, plan_monthly_cents, term_months, representative, terms,
    created_at, confirmed_at, accepted_name) VALUES (@id, @userId, @serviceId, @kind,
    @salesChannel, @status, @planName, @planMonthlyCents, @termMonths, @representative, @terms,
    @createdAt, @confirmedAt, NULL)`);
  const insertItem = db.prepare(`INSERT INTO order_items (order_id, position, name, quantity,
    one_time_cents, monthly_cents) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const order of ORDERS) {
    insertOrder.run({
      id: order.id,
      userId: order.userId,
      serviceId: order.serviceId,
      kind: order.kind,
      salesChannel: order.salesChannel,
      status: order.confirmedDaysAgo === undefined ? 'pending' : 'confirmed',
      planName: order.planName ?? null,
      planMonthlyCents: order.planMonthlyCents ?? null,
      termMonths: order.termMonths ?? null,
      representative: order.representative ?? null,
      terms: order.terms,
      createdAt: daysAgo(order.createdDaysAgo),
      confirmedAt: order.confirmedDaysAgo === undefined ? null : daysAgo(order.confirmedDaysAgo),
    });
    order.items.forEach(([name, quantity, oneTime, monthly], position) =>
      insertItem.run(order.id, position + 1, name, quantity, oneTime, monthly),
    );
  }

  const insertVisit = db.prepare(`INSERT INTO appointments (id, service_id, order_id, type,
    status, window_start, window_end, technician_id, technician_note, updated_at)
    VALUES (@id, @serviceId, @orderId, @type, @status, @windowStart, @windowEnd, @technicianId,
    @note, @updatedAt)`);
  /** A visit by the region's technician, `hours` on `day` in Denver. */
  const addVisit = ({ day, hours: [from, to], updatedDaysAgo, ...visit }: SeedVisit) =>
    insertVisit.run({
      ...visit,
      windowStart: denverTimeToUtc(day, from).toISOString(),
      windowEnd: denverTimeToUtc(day, to).toISOString(),
      technicianId: SEED_TECHNICIAN.id,
      updatedAt: daysAgo(updatedDaysAgo),
    });
  // Alex's upcoming installation: the Tuesday of next week or the one after, 10:00-12:00.
  addVisit({
    id: 'A-7001',
    serviceId: 'svc-1',
    orderId: 'O-4001',
    type: 'installation',
    status: 'scheduled',
    day: nextWeekday(today, 2, 5),
    hours: [10, 12],
    note: 'Please have someone 18 or older at home. The technician calls 30 minutes before arriving.',
    updatedDaysAgo: 3,
  });
  // Alex's past service visit, about six weeks ago on a weekday, 13:00-15:00.
  let visitDay = addDays(today, -40);
  if (weekday(visitDay) === 0) visitDay = addDays(visitDay, -1);
  addVisit({
    id: 'A-6001',
    serviceId: 'svc-1',
    orderId: 'O-3001',
    type: 'service',
    status: 'completed',
    day: visitDay,
    hours: [13, 15],
    note: 'Replaced the front door sensor battery and tested the system with the monitoring centre.',
    updatedDaysAgo: 40,
  });

  const insertWorkOrder = db.prepare(
    'INSERT INTO work_orders (id, appointment_id, order_id, summary) VALUES (?, ?, ?, ?)',
  );
  const insertLine = db.prepare(`INSERT INTO work_order_lines (work_order_id, position, kind,
    name, quantity) VALUES (?, ?, ?, ?, ?)`);
  const workOrders: [string, string, string, string, [string, string, number][]][] = [
    [
      'WO-7001',
      'A-7001',
      'O-4001',
      'Install and activate three new devices',
      [
        ['device', 'Doorbell camera', 1],
        ['device', 'Smart lock', 1],
        ['device', 'Glass-break sensor', 1],
        ['task', 'Mount the devices and pair them with your hub', 1],
        ['task', 'Test each device with the monitoring centre', 1],
        ['task', 'Show you the devices in the app', 1],
      ],
    ],
    [
      'WO-6001',
      'A-6001',
      'O-3001',
      'Front door sensor reports a low battery',
      [
        ['device', 'Door sensor battery', 1],
        ['task', 'Replace the battery', 1],
        ['task', 'Test the sensor with the monitoring centre', 1],
      ],
    ],
  ];
  for (const [id, appointmentId, orderId, summary, lines] of workOrders) {
    insertWorkOrder.run(id, appointmentId, orderId, summary);
    lines.forEach(([kind, name, quantity], position) =>
      insertLine.run(id, position + 1, kind, name, quantity),
    );
  }

  // Other customers' jobs on the technician's calendar, so some windows are taken.
  const insertBlock = db.prepare(`INSERT INTO technician_blocks (technician_id, starts_at,
    ends_at, reason) VALUES (?, ?, ?, ?)`);
  for (let offset = 1; offset <= 14; offset += 1) {
    const day = addDays(today, offset);
    if (offset % 3 === 1) {
      insertBlock.run(
        SEED_TECHNICIAN.id,
        denverTimeToUtc(day, 8).toISOString(),
        denverTimeToUtc(day, 10).toISOString(),
        'Another customer’s visit',
      );
    }
    if (offset % 4 === 2) {
      insertBlock.run(
        SEED_TECHNICIAN.id,
        denverTimeToUtc(day, 13).toISOString(),
        denverTimeToUtc(day, 15).toISOString(),
        'Another customer’s visit',
      );
    }
  }
}
