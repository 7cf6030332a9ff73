// The statements in Documents: one entry per statement of the billing ledger, with the same
// title, date and PDF as Billing History's, so the two lists can never disagree.
import type { Db } from '../db/database.js';
import type { DocumentEntry } from '../../../src/contracts/documents.js';
import { allStatements, statementOf, statementTitle } from './ledger.js';
import { statementFileName, statementPdfFor } from './statement-print.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

const PREFIX = 'statement-';

/** The Documents entries of the service's statements, newest first, in the reader's language. */
export async function statementDocuments(
  db: Db,
  service: { id: string },
  locale: Locale = 'en',
): Promise<DocumentEntry[]> {
  const entries: DocumentEntry[] = [];
  for (const statement of allStatements(db, service.id)) {
    const pdf = await statementPdfFor(db, service.id, statement, locale);
    if (!pdf) continue;
    const month = statement.periodStart.slice(0, 7);
    entries.push({
      id: `${PREFIX}${month}`,
      name: statementTitle(month, locale),
      category: 'Statement',
      date: `${statement.issuedOn}T08:00:00.000Z`,
      sizeBytes: pdf.length,
      contentType: 'application/pdf',
      uploaded: false,
    });
  }
  return entries;
}

/** The PDF of a statement document id ("statement-2026-11") in `locale`, or undefined. */
export async function statementContent(
  db: Db,
  service: { id: string },
  id: string,
  locale: Locale = 'en',
): Promise<{ content: Buffer; contentType: string; fileName: string } | undefined> {
  const month = id.startsWith(PREFIX) ? id.slice(PREFIX.length) : '';
  if (!/^\d{4}-\d{2}$/.test(month)) return undefined;
  const statement = statementOf(db, service.id, month);
  const pdf = statement ? await statementPdfFor(db, service.id, statement, locale) : undefined;
  if (!statement || !pdf) return undefined;
  return {
    content: pdf,
    contentType: 'application/pdf',
    fileName: statementFileName(statement.periodStart),
  };
}
