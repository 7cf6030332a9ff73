// Emergency contacts of one service, kept in the customer's chosen order (1-based).
import { randomUUID } from 'node:crypto';
import { HttpError } from './api/errors.js';
import type { Db } from './db/database.js';
import type { EmergencyContact, EmergencyContactInput } from '../../src/contracts/profile.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import { accountText } from './account-text/text.js';

/** Most contacts one service may have. */
export const MAX_CONTACTS = 5;

/** The contacts of a service in call order. */
export function listContacts(db: Db, serviceId: string): EmergencyContact[] {
  return db
    .prepare(
      `SELECT id, name, phone, relationship, position AS "order" FROM emergency_contacts
       WHERE service_id = ? ORDER BY position, rowid`,
    )
    .all(serviceId) as EmergencyContact[];
}

/** Rewrites positions as 1..n in the given order. */
function renumber(db: Db, ids: string[]): void {
  const update = db.prepare('UPDATE emergency_contacts SET position = ? WHERE id = ?');
  ids.forEach((id, index) => update.run(index + 1, id));
}

/** Moves `id` to 1-based `order` (clamped), keeping the others' relative order. */
function moveTo(db: Db, serviceId: string, id: string, order: number): void {
  const ids = listContacts(db, serviceId)
    .map((contact) => contact.id)
    .filter((other) => other !== id);
  const index = Math.min(Math.max(order, 1), ids.length + 1) - 1;
  ids.splice(index, 0, id);
  renumber(db, ids);
}

/** Adds a contact (at the end unless `order` says otherwise); 409 past {@link MAX_CONTACTS}. */
export function addContact(
  db: Db,
  serviceId: string,
  input: EmergencyContactInput,
  locale: Locale = 'en',
): EmergencyContact[] {
  db.transaction(() => {
    const existing = listContacts(db, serviceId);
    if (existing.length >= MAX_CONTACTS) {
      throw new HttpError(409, accountText.t(locale)('contacts.tooMany', { max: MAX_CONTACTS }));
    }
    const id = randomUUID();
    db.prepare(
      `INSERT INTO emergency_contacts (id, service_id, name, phone, relationship, position)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ).run(id, serviceId, input.name, input.phone, input.relationship, existing.length + 1);
    if (input.order !== undefined) moveTo(db, serviceId, id, input.order);
  })();
  return listContacts(db, serviceId);
}

function requireContact(db: Db, serviceId: string, id: string, locale: Locale): void {
  const found = db
    .prepare('SELECT 1 FROM emergency_contacts WHERE id = ? AND service_id = ?')
    .get(id, serviceId);
  if (!found) throw new HttpError(404, accountText.t(locale)('contacts.notFound'));
}

/** Changes a contact (and its position when `order` is given). */
export function updateContact(
  db: Db,
  serviceId: string,
  id: string,
  input: EmergencyContactInput,
  locale: Locale = 'en',
): EmergencyContact[] {
  db.transaction(() => {
    requireContact(db, serviceId, id, locale);
    db.prepare(
      'UPDATE emergency_contacts SET name = ?, phone = ?, relationship = ? WHERE id = ?',
    ).run(input.name, input.phone, input.relationship, id);
    if (input.order !== undefined) moveTo(db, serviceId, id, input.order);
  })();
  return listContacts(db, serviceId);
}

/** Removes a contact and closes the gap in the order. */
export function removeContact(
  db: Db,
  serviceId: string,
  id: string,
  locale: Locale = 'en',
): EmergencyContact[] {
  db.transaction(() => {
    requireContact(db, serviceId, id, locale);
    db.prepare('DELETE FROM emergency_contacts WHERE id = ?').run(id);
    renumber(
      db,
      listContacts(db, serviceId).map((contact) => contact.id),
    );
  })();
  return listContacts(db, serviceId);
}
