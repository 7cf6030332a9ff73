// Technician visits of a customer's services: listing them, the windows still free on the
// technicians' calendars, booking and moving a visit. A window is free when some technician
// has neither a scheduled visit nor a calendar block (another job, time off) overlapping it;
// booking takes that technician inside one transaction, and a unique index on (technician,
// window) for scheduled visits refuses a double booking even if two requests raced.
import { randomUUID } from 'node:crypto';
import { HttpError } from './api/errors.js';
import { bookableWindows, type TimeWindow } from './appointment-calendar.js';
import type { Db } from './db/database.js';
import type { ServiceRow } from './services.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import { accountText } from './account-text/text.js';
import type {
  AppointmentType,
  AppointmentStatus,
  Appointment,
  Availability,
} from '../../src/contracts/appointments.js';

/** The messages the appointment calls answer with, in the reader's language. */
export function appointmentMessages(locale: Locale) {
  const t = accountText.t(locale);
  return {
    notFound: (id: string) => t('appointments.notFound', { id }),
    notReschedulable: (id: string) => t('appointments.notReschedulable', { id }),
    windowTaken: t('appointments.windowTaken'),
    notAWindow: t('appointments.notAWindow'),
    alreadyInstalled: (serviceName: string) => t('appointments.alreadyInstalled', { serviceName }),
    noOrder: (serviceName: string) => t('appointments.noOrder', { serviceName }),
  };
}

interface AppointmentRow {
  id: string;
  serviceId: string;
  orderId: string;
  type: AppointmentType;
  status: AppointmentStatus;
  windowStart: string;
  windowEnd: string;
  technicianId: string;
  technicianName: string;
  technicianNote: string | null;
}

const SELECT_APPOINTMENT = `SELECT a.id, a.service_id AS serviceId, a.order_id AS orderId, a.type,
  a.status, a.window_start AS windowStart, a.window_end AS windowEnd,
  a.technician_id AS technicianId, t.name AS technicianName, a.technician_note AS technicianNote
  FROM appointments a JOIN technicians t ON t.id = a.technician_id`;

/** "12 Elm St, Provo, UT 84601", or what is on file (said in `locale` when nothing is). */
export function addressLine(service: ServiceRow, locale: Locale = 'en'): string {
  const cityLine = [service.city, [service.state, service.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const line = [service.streetAddress1, cityLine].filter(Boolean).join(', ');
  return line || accountText.t(locale)('appointments.noAddress');
}

function toAppointment(row: AppointmentRow, service: ServiceRow, locale: Locale): Appointment {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    windowStart: row.windowStart,
    windowEnd: row.windowEnd,
    address: addressLine(service, locale),
    technicianNote: row.technicianNote,
    orderId: row.orderId,
    serviceName: service.serviceName,
    technicianName: row.technicianName,
  };
}

/** True for a scheduled visit whose window has not ended. */
function isUpcoming(row: Pick<AppointmentRow, 'status' | 'windowEnd'>, now: Date): boolean {
  return row.status === 'scheduled' && Date.parse(row.windowEnd) > now.getTime();
}

/** A service's visits: upcoming (scheduled, not over) soonest first; the rest newest first. */
export function listAppointments(
  db: Db,
  service: ServiceRow,
  now: Date,
  locale: Locale = 'en',
): { upcoming: Appointment[]; past: Appointment[] } {
  const rows = db
    .prepare(`${SELECT_APPOINTMENT} WHERE a.service_id = ? ORDER BY a.window_start`)
    .all(service.id) as AppointmentRow[];
  const upcoming = rows.filter((row) => isUpcoming(row, now));
  const past = rows.filter((row) => !isUpcoming(row, now)).reverse();
  return {
    upcoming: upcoming.map((row) => toAppointment(row, service, locale)),
    past: past.map((row) => toAppointment(row, service, locale)),
  };
}

function findRow(db: Db, serviceId: string, id: string, locale: Locale): AppointmentRow {
  const row = db
    .prepare(`${SELECT_APPOINTMENT} WHERE a.id = ? AND a.service_id = ?`)
    .get(id, serviceId) as AppointmentRow | undefined;
  if (!row) throw new HttpError(404, appointmentMessages(locale).notFound(id));
  return row;
}

/** One visit of the service, or a 404. */
export function getAppointment(
  db: Db,
  service: ServiceRow,
  id: string,
  locale: Locale = 'en',
): Appointment {
  return toAppointment(findRow(db, service.id, id, locale), service, locale);
}

/** An upcoming visit of the service that may be moved, or a 404 / 409. */
function reschedulableRow(
  db: Db,
  service: ServiceRow,
  id: string,
  now: Date,
  locale: Locale,
): AppointmentRow {
  const row = findRow(db, service.id, id, locale);
  if (!isUpcoming(row, now)) {
    throw new HttpError(409, appointmentMessages(locale).notReschedulable(id));
  }
  return row;
}

/** Technicians with nothing on their calendar during `window` (ignoring visit `except`). */
function freeTechnicians(db: Db, window: TimeWindow, except: string | null): string[] {
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  return (
    db
      .prepare(
        `SELECT t.id FROM technicians t
         WHERE NOT EXISTS (
           SELECT 1 FROM appointments a WHERE a.technician_id = t.id AND a.status = 'scheduled'
             AND a.window_start < @end AND a.window_end > @start AND a.id IS NOT @except)
         AND NOT EXISTS (
           SELECT 1 FROM technician_blocks b WHERE b.technician_id = t.id
             AND b.starts_at < @end AND b.ends_at > @start)
         ORDER BY t.id`,
      )
      .all({ start, end, except }) as { id: string }[]
  ).map((row) => row.id);
}

/** What a booking is for: moving a visit, or the first installation of a service. */
export type BookingTarget = { appointmentId: string } | { firstInstallation: true };

/**
 * Why a service may or may not book its first installation: it already has one (scheduled or
 * completed), it has no confirmed order, or the latest confirmed order waits for one. The
 * booking calls and the "needs your attention" facts share this one rule.
 */
export function installationState(
  db: Db,
  service: ServiceRow,
):
  | { state: 'installed' }
  | { state: 'no-order' }
  | { state: 'to-book'; orderId: string; confirmedAt: string } {
  const installed = db
    .prepare(
      `SELECT 1 FROM appointments WHERE service_id = ? AND type = 'installation'
       AND status IN ('scheduled', 'completed')`,
    )
    .get(service.id);
  if (installed) return { state: 'installed' };
  const order = db
    .prepare(
      `SELECT id, confirmed_at AS confirmedAt FROM orders WHERE service_id = ? AND kind = 'order'
       AND status = 'confirmed' ORDER BY confirmed_at DESC, id DESC LIMIT 1`,
    )
    .get(service.id) as { id: string; confirmedAt: string } | undefined;
  if (!order) return { state: 'no-order' };
  return { state: 'to-book', orderId: order.id, confirmedAt: order.confirmedAt };
}

/** The confirmed order a first installation is for, or a 409 saying why there is none. */
function orderAwaitingInstallation(db: Db, service: ServiceRow, locale: Locale): string {
  const found = installationState(db, service);
  const messages = appointmentMessages(locale);
  if (found.state === 'installed')
    throw new HttpError(409, messages.alreadyInstalled(service.serviceName));
  if (found.state === 'no-order') throw new HttpError(409, messages.noOrder(service.serviceName));
  return found.orderId;
}

/** The free windows of the next 14 days for a booking, after checking the booking is allowed. */
export function checkAvailability(
  db: Db,
  service: ServiceRow,
  target: BookingTarget,
  now: Date,
  locale: Locale = 'en',
): Availability {
  const current =
    'appointmentId' in target
      ? reschedulableRow(db, service, target.appointmentId, now, locale)
      : null;
  if ('firstInstallation' in target) orderAwaitingInstallation(db, service, locale);
  const except = current?.id ?? null;
  // The visit's own window is where it already is, not a choice.
  const windows = bookableWindows(now)
    .filter((window) => window.start.toISOString() !== current?.windowStart)
    .filter((window) => freeTechnicians(db, window, except).length > 0)
    .map((window) => ({ start: window.start.toISOString(), end: window.end.toISOString() }));
  return { timeZone: 'America/Denver', windows };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Books `windowStart` (which must start one of the next 14 days' windows): moves the visit, or
 * creates the service's first installation. 409 when no technician is free any more.
 */
export function saveAppointment(
  db: Db,
  service: ServiceRow,
  target: BookingTarget,
  windowStart: string,
  now: Date,
  locale: Locale = 'en',
): { appointment: Appointment; created: boolean } {
  const messages = appointmentMessages(locale);
  const window = bookableWindows(now).find((w) => w.start.toISOString() === windowStart);
  if (!window) throw new HttpError(400, messages.notAWindow);
  const stamp = now.toISOString();
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  try {
    return db.transaction(() => {
      if ('appointmentId' in target) {
        const row = reschedulableRow(db, service, target.appointmentId, now, locale);
        const technician = freeTechnicians(db, window, row.id)[0];
        if (!technician) throw new HttpError(409, messages.windowTaken);
        db.prepare(
          `UPDATE appointments SET window_start = ?, window_end = ?, technician_id = ?,
           updated_at = ? WHERE id = ?`,
        ).run(start, end, technician, stamp, row.id);
        return { appointment: getAppointment(db, service, row.id, locale), created: false };
      }
      const orderId = orderAwaitingInstallation(db, service, locale);
      const technician = freeTechnicians(db, window, null)[0];
      if (!technician) throw new HttpError(409, messages.windowTaken);
      const id = `A-${randomUUID().slice(0, 8).toUpperCase()}`;
      db.prepare(
        `INSERT INTO appointments (id, service_id, order_id, type, status, window_start,
         window_end, technician_id, technician_note, updated_at)
         VALUES (?, ?, ?, 'installation', 'scheduled', ?, ?, ?, NULL, ?)`,
      ).run(id, service.id, orderId, start, end, technician, stamp);
      return { appointment: getAppointment(db, service, id, locale), created: true };
    })();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.windowTaken);
    throw error;
  }
}
