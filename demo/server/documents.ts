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

/** The messages of refused uploads: each names the rule that was broken. */
export const UPLOAD_MESSAGES = {
  missingFile: 'Choose a file to upload (form field "file").',
  tooLarge: 'Files must be 10 MB or smaller.',
  empty: 'The file is empty.',
  wrongType: (name: string) =>
    `Only PDF, JPEG or PNG files can be uploaded: the content of "${name}" is not a PDF, JPEG or PNG file.`,
  badName: 'The file name must be 1 to 120 characters.',
  quotaCount: `This service already keeps ${UPLOAD_QUOTA.documents} uploaded documents, the most it can keep.`,
  quotaBytes: (fileMb: string) =>
    `This file (${fileMb} MB) would take this service's uploads over ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB, the most it can keep.`,
} as const;

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
export function checkUploadRoom(db: Db, service: ServiceRow): void {
  if (uploadUsage(db, service.id).count >= UPLOAD_QUOTA.documents) {
    throw new HttpError(409, UPLOAD_MESSAGES.quotaCount);
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

/** The service's documents, newest first, with the certificate on top when there is one. */
export async function listDocuments(
  db: Db,
  service: ServiceRow,
  customer: CustomerName,
): Promise<DocumentEntry[]> {
  const list: DocumentEntry[] = [];
  const facts = certificateFacts(db, service, customer);
  if (facts) {
    const pdf = await certificatePdf(facts);
    list.push({
      id: CERTIFICATE_ID,
      name: 'Alarm monitoring certificate',
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
  stored.push(...(await statementDocuments(db, service)));
  // Newest first, as stored rows were; the sort is stable, so equal dates keep their order.
  stored.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return [...list, ...stored];
}

/** A document's bytes, type and download name; 404 when the service has no such document. */
export async function documentContent(
  db: Db,
  service: ServiceRow,
  customer: CustomerName,
  id: string,
): Promise<{ content: Buffer; contentType: string; fileName: string }> {
  if (id === CERTIFICATE_ID) {
    const facts = certificateFacts(db, service, customer);
    if (!facts) throw new HttpError(404, 'This service has no monitoring certificate.');
    return {
      content: await certificatePdf(facts),
      contentType: 'application/pdf',
      fileName: `monitoring-certificate-${service.serviceName}.pdf`,
    };
  }
  const statement = await statementContent(db, service, id);
  if (statement) return statement;
  const row = rows(db, service.id).find((candidate) => candidate.id === id);
  if (!row) throw new HttpError(404, 'Document not found.');
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
): Promise<DocumentEntry> {
  if (!file) throw badRequest(UPLOAD_MESSAGES.missingFile);
  // Browsers send the name in UTF-8; multer decodes it as latin1.
  const name = Buffer.from(file.originalname, 'latin1').toString('utf8').trim();
  if (!name || name.length > 120 || hasControlOrSlash(name)) {
    throw badRequest(UPLOAD_MESSAGES.badName);
  }
  // A right-to-left override makes "invoice\u202Efdp.exe" read as "invoiceexe.pdf" in the list.
  const problem = textProblem(name, 'The file name');
  if (problem) throw badRequest(problem);
  if (file.size === 0) throw badRequest(UPLOAD_MESSAGES.empty);
  if (file.size > MAX_UPLOAD_BYTES) throw badRequest(UPLOAD_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(detected.mime in ALLOWED_UPLOAD_TYPES)) {
    throw badRequest(UPLOAD_MESSAGES.wrongType(name));
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
    if (usage.count >= UPLOAD_QUOTA.documents) throw new HttpError(409, UPLOAD_MESSAGES.quotaCount);
    if (usage.bytes + file.size > UPLOAD_QUOTA.bytes) {
      throw new HttpError(409, UPLOAD_MESSAGES.quotaBytes((file.size / 1024 / 1024).toFixed(1)));
    }
    db.prepare(
      `INSERT INTO documents (id, service_id, name, category, kind, mime_type, created_at, content)
       VALUES (?, ?, ?, 'Upload', 'upload', ?, ?, ?)`,
    ).run(entry.id, service.id, name, detected.mime, entry.date, file.buffer);
  })();
  return entry;
}
