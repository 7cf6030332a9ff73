// A statement as a real PDF (pdfkit): account, service address, period, line items, total and
// due date. Built on request from the stored statement, so it always matches the history list.
import PDFDocument from 'pdfkit';
import { PROVIDER_NAME, type StatementLine } from './billing-data.js';
import { INTL_LOCALES, type Locale } from '../../../src/lib/shared/i18n/locales.js';
import { billingText } from './text.js';

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

/** $1,234.56 (and -$5.00), in the reader's language. */
export function dollars(cents: number, locale: Locale = 'en'): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

/** 2026-11-05 -> November 5, 2026 (5 de noviembre de 2026). */
export function longDate(date: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Renders the statement in the reader's language; resolves with the PDF bytes. */
export function statementPdf(print: StatementPrint, locale: Locale = 'en'): Promise<Buffer> {
  const t = billingText.t(locale);
  const money = (cents: number) => dollars(cents, locale);
  const date = (day: string) => longDate(day, locale);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    lang: INTL_LOCALES[locale],
    info: {
      Title: t('statement.pdfTitle', { start: print.periodStart, end: print.periodEnd }),
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
  doc.font('Helvetica').fontSize(12).fillColor('#14213d').text(t('statement.heading'));
  doc.moveDown();

  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value);
  };
  row(t('statement.customer'), `${print.customerName} (${print.customerId})`);
  row(t('statement.account'), print.accountId);
  row(t('statement.service'), print.serviceName);
  row(t('statement.address'), print.serviceAddress.join(', ') || t('statement.noAddress'));
  row(
    t('statement.period'),
    t('statement.periodValue', { start: date(print.periodStart), end: date(print.periodEnd) }),
  );
  row(t('statement.issued'), date(print.issuedOn));
  row(t('statement.dueDate'), date(print.dueDate));
  doc.moveDown();

  doc.font('Helvetica-Bold').text(t('statement.description'), left, doc.y, { continued: false });
  doc.moveUp().text(t('statement.amount'), left, doc.y, { align: 'right', width: right - left });
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
    doc.text(money(line.amountCents), left, y, { align: 'right', width: right - left });
    doc.y = Math.max(after, doc.y);
  }
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  const y = doc.y;
  doc.font('Helvetica-Bold').text(t('statement.total'), left, y);
  doc.text(money(print.totalCents), left, y, { align: 'right', width: right - left });
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#4a5568')
    .text(
      t('statement.pleasePay', { amount: money(print.totalCents), date: date(print.dueDate) }),
      left,
    );
  doc.end();
  return done;
}
