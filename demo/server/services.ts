// A customer's services: looked up by serviceName (with or without the 'S-' prefix), always
// scoped to the signed-in customer so nobody can read or change someone else's.
import { HttpError } from './api/errors.js';
import type { Db } from './db/database.js';
import type { ServiceAddress } from '../../src/contracts/profile.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import { accountText } from './account-text/text.js';

/** A service row as the routes need it. */
export interface ServiceRow {
  id: string;
  serviceName: string;
  nickname: string | null;
  streetAddress1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  accountId: string;
  contractSigner: boolean;
}

/** 'S-' is added when missing, as the header does for service-change events. */
export function normalizeServiceName(name: string): string {
  const trimmed = name.trim();
  return /^S-/i.test(trimmed) ? `S-${trimmed.slice(2)}` : `S-${trimmed}`;
}

/** The customer's service called `serviceName`, or a 404 (said in `locale`). */
export function findOwnService(
  db: Db,
  userId: string,
  serviceName: string,
  locale: Locale = 'en',
): ServiceRow {
  const name = normalizeServiceName(serviceName);
  const row = db
    .prepare(
      `SELECT id, service_name AS serviceName, nickname, street_address1 AS streetAddress1, city,
        state, zip, account_id AS accountId, contract_signer AS contractSigner
       FROM services WHERE user_id = ? AND service_name = ?`,
    )
    .get(userId, name) as
    (Omit<ServiceRow, 'contractSigner'> & { contractSigner: number }) | undefined;
  if (!row) throw new HttpError(404, accountText.t(locale)('service.notFound', { name }));
  return { ...row, contractSigner: row.contractSigner === 1 };
}

/** The service's address, or a 404 when none is on file (said in `locale`). */
export function serviceAddress(service: ServiceRow, locale: Locale = 'en'): ServiceAddress {
  const { streetAddress1, city, state, zip } = service;
  if (!streetAddress1 || !city || !state || !zip) {
    const { serviceName } = service;
    throw new HttpError(404, accountText.t(locale)('service.noAddress', { serviceName }));
  }
  return { serviceName: service.serviceName, street: streetAddress1, city, state, zip };
}

/** Sets (or, with null, clears) a service's nickname. */
export function setNickname(db: Db, serviceId: string, nickname: string | null): void {
  db.prepare('UPDATE services SET nickname = ? WHERE id = ?').run(nickname, serviceId);
}
