// What a statement PDF prints besides the statement itself (who and where), looked up by the
// service id. Shared by the statement file links (Billing History) and Documents, so both print
// the same statement from the same ledger.
import type { Db } from '../db/database.js';
import type { StatementWithLines } from './ledger.js';
import { statementPdf } from './statement-pdf.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/**
 * The statement's PDF for the service in the reader's language, or undefined when the service
 * does not exist.
 */
export function statementPdfFor(
  db: Db,
  serviceId: string,
  statement: StatementWithLines,
  locale: Locale = 'en',
): Promise<Buffer> | undefined {
  const row = db
    .prepare(
      `SELECT s.service_name AS serviceName, s.street_address1 AS streetAddress1, s.city, s.state,
        s.zip, s.account_id AS accountId, u.first_name AS firstName, u.last_name AS lastName,
        u.customer_id AS customerId
       FROM services s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    )
    .get(serviceId) as
    | {
        serviceName: string;
        streetAddress1: string | null;
        city: string | null;
        state: string | null;
        zip: string | null;
        accountId: string;
        firstName: string;
        lastName: string;
        customerId: string;
      }
    | undefined;
  if (!row) return undefined;
  return statementPdf(
    {
      customerName: `${row.firstName} ${row.lastName}`,
      customerId: row.customerId,
      accountId: row.accountId,
      serviceName: row.serviceName,
      serviceAddress: row.streetAddress1
        ? [row.streetAddress1, `${row.city ?? ''}, ${row.state ?? ''} ${row.zip ?? ''}`.trim()]
        : [],
      ...statement,
    },
    locale,
  );
}

/** The download name of a month's statement, the same from Billing History and Documents. */
export function statementFileName(periodStart: string): string {
  return `statement-${periodStart.slice(0, 7)}.pdf`;
}
