// A statement as a real PDF (pdfkit): account, service address, period, line items, total and
// due date. Built on request from the stored statement, so it always matches the history list.
import PDFDocument from 'pdfkit';
import { PROVIDER_NAME, type StatementLine } from './billing-data.js';

/** Everything printed on a statement. */
export interface StatementPrint {
  customerName: string;
  customerId: string;
  accountId: string;
  serviceName: string;
  serviceAddress: string[];
  periodStart: string;
  periodEnd: string;
  issuedOn: string;
  dueDate: string;
  totalCents: number;
  lines: StatementLine[];
}

/** $1,234.56 (and -$5.00). */
export function dollars(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** 2026-11-05 -> November 5, 2026. */
export function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** Renders the statement; resolves with the PDF bytes. */
export function statementPdf(print: StatementPrint): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    info: {
      Title: `${PROVIDER_NAME} statement ${print.periodStart} to ${print.periodEnd}`,
      Author: PROVIDER_NAME,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0b5cad').text(PROVIDER_NAME);
  doc.font('Helvetica').fontSize(12).fillColor('#14213d').text('Monthly statement');
  doc.moveDown();

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  row('Customer', `${print.customerName} (${print.customerId})`);
  row('Account', print.accountId);
  row('Service', print.serviceName);
  row('Service address', print.serviceAddress.join(', ') || 'Not on file');
  row('Statement period', `${longDate(print.periodStart)} to ${longDate(print.periodEnd)}`);
  row('Issued', longDate(print.issuedOn));
  row('Due date', longDate(print.dueDate));
  doc.moveDown();

  doc.font('Helvetica-Bold').text('Description', left, doc.y, { continued: false });
  doc.moveUp().text('Amount', left, doc.y, { align: 'right', width: right - left });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .strokeColor('#c4ccd8')
    .stroke();
  doc.moveDown(0.5);
  doc.font('Helvetica');
  for (const line of print.lines) {
    const y = doc.y;
    doc.text(line.description, left, y, { width: right - left - 110 });
    const after = doc.y;
    doc.text(dollars(line.amountCents), left, y, { align: 'right', width: right - left });
    doc.y = Math.max(after, doc.y);
  }
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  const y = doc.y;
  doc.font('Helvetica-Bold').text('Total due', left, y);
  doc.text(dollars(print.totalCents), left, y, { align: 'right', width: right - left });
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#4a5568')
    .text(`Please pay ${dollars(print.totalCents)} by ${longDate(print.dueDate)}.`, left);
  doc.end();
  return done;
}
