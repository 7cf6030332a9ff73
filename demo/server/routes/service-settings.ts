// Per-service settings under /api/account: address, nickname, emergency contacts; plus the
// customer's sign-in history.
import type { Request } from 'express';
import { listAccessActivity } from '../access-activity.js';
import { badRequest } from '../api/errors.js';
import {
  bodyObject,
  cleanText,
  intQuery,
  phone,
  requiredQuery,
  requiredString,
} from '../api/validation.js';
import { accountText } from '../account-text/text.js';
import { addContact, listContacts, removeContact, updateContact } from '../emergency-contacts.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { findOwnService, serviceAddress, setNickname, type ServiceRow } from '../services.js';
import type { ServiceRecord } from '../users.js';
import { ACCOUNT_BASE } from './account.js';
import type { RouteModule } from './types.js';
import type { EmergencyContactInput } from '../../../src/contracts/profile.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** Longest nickname accepted. */
export const MAX_NICKNAME = 40;

function toRecord(service: ServiceRow): ServiceRecord {
  return {
    serviceName: service.serviceName,
    ...(service.nickname ? { nickName: service.nickname } : {}),
    ...(service.streetAddress1 ? { streetAddress1: service.streetAddress1 } : {}),
    accountId: service.accountId,
    contractSigner: service.contractSigner,
    id: service.id,
  };
}

function contactInput(body: Record<string, unknown>, locale: Locale): EmergencyContactInput {
  const input: EmergencyContactInput = {
    name: requiredString(body, 'name', { max: 80 }),
    phone: phone(body, 'phone'),
    relationship: requiredString(body, 'relationship', { max: 40 }),
  };
  if (body.order !== undefined) {
    if (typeof body.order !== 'number' || !Number.isInteger(body.order) || body.order < 1) {
      throw badRequest(accountText.t(locale)('contacts.badOrder'));
    }
    input.order = body.order;
  }
  return input;
}

/** Service address, nickname, emergency contacts and access activity. */
export const serviceSettingsRoutes: RouteModule = {
  mount(app, { db }) {
    const service = (req: Request) =>
      findOwnService(
        db,
        req.auth?.userId ?? '',
        requiredQuery(req.query, 'serviceName'),
        localeOfRequest(req),
      );

    app.get(`${ACCOUNT_BASE}/service-address`, (req, res) => {
      res.set('Cache-Control', 'no-store').json(serviceAddress(service(req), localeOfRequest(req)));
    });

    app.put(`${ACCOUNT_BASE}/nickname`, (req, res) => {
      const t = accountText.t(localeOfRequest(req));
      const target = service(req);
      const body = bodyObject(req.body);
      const raw = body.nickname;
      if (raw !== null && typeof raw !== 'string') throw badRequest(t('nickname.type'));
      const nickname = (raw && cleanText(raw, 'nickname')) || null;
      if (nickname && nickname.length > MAX_NICKNAME) {
        throw badRequest(t('nickname.tooLong', { max: MAX_NICKNAME }));
      }
      setNickname(db, target.id, nickname);
      res.json(toRecord({ ...target, nickname }));
    });

    const contacts = `${ACCOUNT_BASE}/emergency-contacts`;
    app.get(contacts, (req, res) => {
      res.set('Cache-Control', 'no-store').json(listContacts(db, service(req).id));
    });
    app.post(contacts, (req, res) => {
      const locale = localeOfRequest(req);
      const target = service(req);
      const input = contactInput(bodyObject(req.body), locale);
      res.status(201).json(addContact(db, target.id, input, locale));
    });
    app.put(contacts, (req, res) => {
      const locale = localeOfRequest(req);
      const target = service(req);
      const body = bodyObject(req.body);
      const id = requiredString(body, 'id');
      res.json(updateContact(db, target.id, id, contactInput(body, locale), locale));
    });
    app.delete(contacts, (req, res) => {
      const target = service(req);
      const id = requiredString(bodyObject(req.body), 'id');
      res.json(removeContact(db, target.id, id, localeOfRequest(req)));
    });

    app.get(`${ACCOUNT_BASE}/access-activity`, (req, res) => {
      const page = intQuery(req.query, 'page', { fallback: 1, min: 1, max: 100_000 });
      const pageSize = intQuery(req.query, 'pageSize', { fallback: 10, min: 1, max: 100 });
      const { items, total } = listAccessActivity(db, req.auth?.userId ?? '', page, pageSize);
      res.set('Cache-Control', 'no-store').json({ items, total, page, pageSize });
    });
  },
};
