// Documents of a service (issue 12): the seeded contract (a PDF generated on first use and
// kept), the customer's own uploads, the alarm-monitoring certificate (generated fresh for every
// request because it states today's date) and the statements, which come from the billing
// ledger like Billing History's (statement-documents.ts), so the two lists always agree.
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, badRequest } from './api/errors.js';
import type { Db } from './db/database.js';
import { certificatePdf, simplePdf, type CertificateFacts } from './pdf-documents.js';
import type { ServiceRow } from './services.js';
import { statementContent, statementDocuments } from './billing/statement-documents.js';
import { textProblem } from './text-rules.js';
import type { DocumentEntry } from '../../src/contracts/documents.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import { accountText } from './account-text/text.js';

/** Largest upload accepted: 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Uploads a service keeps at most, by count and by total size (the seeded documents aside). */
export const UPLOAD_QUOTA = { documents: 20, bytes: 50 * 1024 * 1024 } as const;

/** Content types an upload may have, by what its bytes are (not its name). */
export const ALLOWED_UPLOAD_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** The messages of refused uploads, in the reader's language: each names the rule broken. */
export function uploadMessages(locale: Locale) {
  const t = accountText.t(locale);
  return {
    missingFile: t('upload.missingFile'),
    tooLarge: t('upload.tooLarge'),
    empty: t('upload.empty'),
    wrongType: (name: string) => t('upload.wrongType', { name }),
    badName: t('upload.badName'),
    quotaCount: t('upload.quotaCount', { count: UPLOAD_QUOTA.documents }),
    quotaBytes: (fileMb: string) =>
      t('upload.quotaBytes', { size: fileMb, max: UPLOAD_QUOTA.bytes / 1024 / 1024 }),
  };
}

/** The service's uploads so far: how many, and their bytes. */
function uploadUsage(db: Db, serviceId: string): { count: number; bytes: number } {
  return db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(LENGTH(content)), 0) AS bytes FROM documents
       WHERE service_id = ? AND kind = 'upload'`,
    )
    .get(serviceId) as { count: number; bytes: number };
}

/** 409 before any byte is read when the service has no room for another upload. */
export function checkUploadRoom(db: Db, service: ServiceRow, locale: Locale = 'en'): void {
  if (uploadUsage(db, service.id).count >= UPLOAD_QUOTA.documents) {
    throw new HttpError(409, uploadMessages(locale).quotaCount);
  }
}

/** True when a name has a control character or a path separator. */
function hasControlOrSlash(name: string): boolean {
  return [...name].some((ch) => ch.charCodeAt(0) < 0x20 || ch === '/' || ch === '\\');
}

/** Id of the certificate entry of a service's list (it has no row). */
export const CERTIFICATE_ID = 'monitoring-certificate';

interface DocumentRow {
  id: string;
  name: string;
  category: DocumentEntry['category'];
  kind: 'contract' | 'upload';
  mimeType: string;
  createdAt: string;
  content: Buffer | null;
}

/** What the certificate needs beyond the service row. */
interface CustomerName {
  firstName: string;
  lastName: string;
}

function monitoringOf(db: Db, service: ServiceRow) {
  return db
    .prepare(
      `SELECT monitored_since AS monitoredSince, plan, central_station AS centralStation
       FROM monitoring WHERE service_id = ?`,
    )
    .get(service.id) as
    { monitoredSince: string; plan: string; centralStation: string } | undefined;
}

/** The certificate's facts, or undefined when the service is not monitored or has no address. */
export function certificateFacts(
  db: Db,
  service: ServiceRow,
  customer: CustomerName,
  now = new Date(),
): CertificateFacts | undefined {
  const monitoring = monitoringOf(db, service);
  const { streetAddress1, city, state, zip } = service;
  if (!monitoring || !streetAddress1 || !city || !state || !zip) return undefined;
  return {
    customerName: `${customer.firstName} ${customer.lastName}`,
    serviceName: service.serviceName,
    addressLines: [streetAddress1, `${city}, ${state} ${zip}`],
    monitoredSince: monitoring.monitoredSince,
    issuedOn: now.toISOString().slice(0, 10),
    plan: monitoring.plan,
    centralStation: monitoring.centralStation,
  };
}

function rows(db: Db, serviceId: string): DocumentRow[] {
  return db
    .prepare(
      `SELECT id, name, category, kind, mime_type AS mimeType, created_at AS createdAt, content
       FROM documents WHERE service_id = ? ORDER BY created_at DESC, id`,
    )
    .all(serviceId) as DocumentRow[];
}

/** Generates (once) and stores the PDF of a seeded contract. */
async function materialise(db: Db, service: ServiceRow, row: DocumentRow): Promise<Buffer> {
  if (row.content) return row.content;
  const lines = [
    `Service ${service.serviceName}`,
    `Signed ${row.createdAt.slice(0, 10)}`,
    'Professional alarm monitoring, 36-month term.',
  ];
  const content = await simplePdf(row.name, lines);
  db.prepare('UPDATE documents SET content = ? WHERE id = ?').run(content, row.id);
  return content;
}

/**
 * The service's documents, newest first, with the certificate on top when there is one. The
 * documents made here (the certificate, the statements) are named and sized in the reader's
 * language; a stored contract or upload keeps its own name.
 */
export async function listDocuments(
  db: Db,
  service: ServiceRow,
  customer: CustomerName,
  locale: Locale = 'en',
): Promise<DocumentEntry[]> {
  const list: DocumentEntry[] = [];
  const facts = certificateFacts(db, service, customer);
  if (facts) {
    const pdf = await certificatePdf(facts, locale);
    list.push({
      id: CERTIFICATE_ID,
      name: accountText.t(locale)('documents.certificateName'),
      category: 'Certificate',
      date: new Date().toISOString(),
      sizeBytes: pdf.length,
      contentType: 'application/pdf',
      uploaded: false,
    });
  }
  const stored: DocumentEntry[] = [];
  for (const row of rows(db, service.id)) {
    const content = await materialise(db, service, row);
    stored.push({
      id: row.id,
      name: row.name,
      category: row.category,
      date: row.createdAt,
      sizeBytes: content.length,
      contentType: row.mimeType,
      uploaded: row.kind === 'upload',
    });
  }
  stored.push(...(await statementDocuments(db, service, locale)));
  // Newest first, as stored rows were; the sort is stable, so equal dates keep their order.
  stored.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return [...list, ...stored];
}

/**
 * A document's bytes, type and download name (a PDF made here in the reader's language); 404
 * when the service has no such document.
 */
export async function documentContent(
  db: Db,
  service: ServiceRow,
  customer: CustomerName,
  id: string,
  locale: Locale = 'en',
): Promise<{ content: Buffer; contentType: string; fileName: string }> {
  const t = accountText.t(locale);
  if (id === CERTIFICATE_ID) {
    const facts = certificateFacts(db, service, customer);
    if (!facts) throw new HttpError(404, t('documents.noCertificate'));
    return {
      content: await certificatePdf(facts, locale),
      contentType: 'application/pdf',
      fileName: `monitoring-certificate-${service.serviceName}.pdf`,
    };
  }
  const statement = await statementContent(db, service, id, locale);
  if (statement) return statement;
  const row = rows(db, service.id).find((candidate) => candidate.id === id);
  if (!row) throw new HttpError(404, t('documents.notFound'));
  const content = await materialise(db, service, row);
  const extension = ALLOWED_UPLOAD_TYPES[row.mimeType] ?? 'pdf';
  const base = row.name.replace(/\.[a-z0-9]{1,5}$/i, '');
  return { content, contentType: row.mimeType, fileName: `${base}.${extension}` };
}

/**
 * Checks an upload by its bytes (file-type reads the magic numbers), not its name or the type
 * the browser claimed, and stores it. Throws 400 naming the rule a refused file broke.
 */
export async function storeUpload(
  db: Db,
  service: ServiceRow,
  file: { originalname: string; buffer: Buffer; size: number } | undefined,
  now = new Date(),
  locale: Locale = 'en',
): Promise<DocumentEntry> {
  const messages = uploadMessages(locale);
  if (!file) throw badRequest(messages.missingFile);
  // Browsers send the name in UTF-8; multer decodes it as latin1.
  const name = Buffer.from(file.originalname, 'latin1').toString('utf8').trim();
  if (!name || name.length > 120 || hasControlOrSlash(name)) {
    throw badRequest(messages.badName);
  }
  // A right-to-left override makes "invoice\u202Efdp.exe" read as "invoiceexe.pdf" in the list.
  const problem = textProblem(name, accountText.t(locale)('upload.fileName'), locale);
  if (problem) throw badRequest(problem);
  if (file.size === 0) throw badRequest(messages.empty);
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(messages.tooLarge);
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(detected.mime in ALLOWED_UPLOAD_TYPES)) {
    throw badRequest(messages.wrongType(name));
  }
  const entry: DocumentEntry = {
    id: `upl-${randomUUID()}`,
    name,
    category: 'Upload',
    date: now.toISOString(),
    sizeBytes: file.size,
    contentType: detected.mime,
    uploaded: true,
  };
  // Checked again with the insert, in one synchronous step: concurrent uploads that all passed
  // the early check cannot together go over the quota.
  db.transaction(() => {
    const usage = uploadUsage(db, service.id);
    if (usage.count >= UPLOAD_QUOTA.documents) throw new HttpError(409, messages.quotaCount);
    if (usage.bytes + file.size > UPLOAD_QUOTA.bytes) {
      throw new HttpError(409, messages.quotaBytes((file.size / 1024 / 1024).toFixed(1)));
    }
    db.prepare(
      `INSERT INTO documents (id, service_id, name, category, kind, mime_type, created_at, content)
       VALUES (?, ?, ?, 'Upload', 'upload', ?, ?, ?)`,
    ).run(entry.id, service.id, name, detected.mime, entry.date, file.buffer);
  })();
  return entry;
}
