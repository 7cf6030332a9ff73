// Appointments under /api/account (spec 7.2: work orders, check availability, save appointment;
// plus the list of visits per service and one visit by id). Paths and payloads:
// docs/contracts.md, "Appointments".
import type { Request } from 'express';
import { HttpError, badRequest } from '../api/errors.js';
import { bodyObject, requiredQuery, requiredString } from '../api/validation.js';
import { accountText } from '../account-text/text.js';
import {
  appointmentMessages,
  checkAvailability,
  getAppointment,
  installationState,
  listAppointments,
  saveAppointment,
  type BookingTarget,
} from '../appointments.js';
import type { Db } from '../db/database.js';
import { listWorkOrders } from '../orders.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { findOwnService, type ServiceRow } from '../services.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import { ACCOUNT_BASE } from './account.js';
import type { RouteModule } from './types.js';

/** Ids of appointments and orders: letters, digits and dashes. */
const ID = /^[A-Za-z0-9-]{1,40}$/;

/** A well-formed id from `value`, or a 400 naming `field` (said in `locale`). */
export function validId(value: unknown, field: string, locale: Locale = 'en'): string {
  if (typeof value !== 'string' || !ID.test(value.trim())) {
    throw badRequest(accountText.t(locale)('appointments.badId', { field }));
  }
  return value.trim();
}

const userId = (req: Request) => req.auth?.userId ?? '';

/** The customer's service that holds appointment `id`, or a 404. */
function serviceOfAppointment(db: Db, req: Request, id: string, locale: Locale): ServiceRow {
  const row = db
    .prepare(
      `SELECT s.service_name AS name FROM appointments a JOIN services s ON s.id = a.service_id
       WHERE a.id = ? AND s.user_id = ?`,
    )
    .get(id, userId(req)) as { name: string } | undefined;
  if (!row) throw new HttpError(404, appointmentMessages(locale).notFound(id));
  return findOwnService(db, userId(req), row.name, locale);
}

/**
 * What a check-availability or save body books: `{ appointmentId }` moves that visit,
 * `{ serviceName }` books the service's first installation. Exactly one of them.
 */
function bookingOf(
  db: Db,
  req: Request,
  locale: Locale,
): { service: ServiceRow; target: BookingTarget } {
  const body = bodyObject(req.body);
  const hasAppointment = body.appointmentId !== undefined;
  const hasService = body.serviceName !== undefined;
  if (hasAppointment === hasService) {
    throw badRequest(accountText.t(locale)('appointments.eitherTarget'));
  }
  if (hasAppointment) {
    const id = validId(body.appointmentId, 'appointmentId', locale);
    return { service: serviceOfAppointment(db, req, id, locale), target: { appointmentId: id } };
  }
  const name = requiredString(body, 'serviceName', { max: 40 });
  return {
    service: findOwnService(db, userId(req), name, locale),
    target: { firstInstallation: true },
  };
}

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** Visits, availability, booking and work orders. */
export const appointmentRoutes: RouteModule = {
  mount(app, { db }) {
    app.get(`${ACCOUNT_BASE}/appointments`, (req, res) => {
      const locale = localeOfRequest(req);
      const name = requiredQuery(req.query, 'serviceName');
      const service = findOwnService(db, userId(req), name, locale);
      const waiting = installationState(db, service);
      res.set('Cache-Control', 'no-store').json({
        ...listAppointments(db, service, new Date(), locale),
        installationToBook: waiting.state === 'to-book' ? { orderId: waiting.orderId } : null,
      });
    });

    app.get(`${ACCOUNT_BASE}/appointments/:id`, (req, res) => {
      const locale = localeOfRequest(req);
      const id = validId(req.params.id, 'id', locale);
      const service = serviceOfAppointment(db, req, id, locale);
      res.set('Cache-Control', 'no-store').json(getAppointment(db, service, id, locale));
    });

    app.get(`${ACCOUNT_BASE}/work-orders`, (req, res) => {
      const locale = localeOfRequest(req);
      const orderId = validId(requiredQuery(req.query, 'orderId'), 'orderId', locale);
      res
        .set('Cache-Control', 'no-store')
        .json({ orderId, workOrders: listWorkOrders(db, userId(req), orderId, locale) });
    });

    app.post(`${ACCOUNT_BASE}/check-availability`, (req, res) => {
      const locale = localeOfRequest(req);
      const { service, target } = bookingOf(db, req, locale);
      res
        .set('Cache-Control', 'no-store')
        .json(checkAvailability(db, service, target, new Date(), locale));
    });

    app.post(`${ACCOUNT_BASE}/save-appointment`, (req, res) => {
      const locale = localeOfRequest(req);
      const { service, target } = bookingOf(db, req, locale);
      const windowStart = requiredString(bodyObject(req.body), 'windowStart', { max: 30 });
      if (!ISO_UTC.test(windowStart) || Number.isNaN(Date.parse(windowStart))) {
        throw badRequest(accountText.t(locale)('appointments.badWindowStart'));
      }
      const normalized = new Date(windowStart).toISOString();
      const { appointment, created } = saveAppointment(
        db,
        service,
        target,
        normalized,
        new Date(),
        locale,
      );
      res.status(created ? 201 : 200).json(appointment);
    });
  },
};
