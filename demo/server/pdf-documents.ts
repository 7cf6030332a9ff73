// PDFs the reference backend generates with pdfkit: the alarm-monitoring certificate (what a
// home insurer asks for) and simple one-page contracts and statements.
import PDFDocument from 'pdfkit';
import { INTL_LOCALES, type Locale } from '../../src/lib/shared/i18n/locales.js';
import { accountText } from './account-text/text.js';

/** Everything the certificate states. */
export interface CertificateFacts {
  customerName: string;
  serviceName: string;
  /** Street line, then "City, ST 12345". */
  addressLines: string[];
  /** YYYY-MM-DD. */
  monitoredSince: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  plan: string;
  centralStation: string;
}

const COMPANY = 'Smart Home Security';

function render(
  title: string,
  draw: (doc: PDFKit.PDFDocument) => void,
  locale: Locale = 'en',
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 64,
      lang: INTL_LOCALES[locale],
      info: { Title: title, Author: COMPANY, Creator: COMPANY },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(11).fillColor('#5b6b7f').text(COMPANY.toUpperCase(), { characterSpacing: 1 });
    doc.moveDown(1.5).fillColor('#0b2545').fontSize(22).text(title);
    doc.moveDown(1).fillColor('#1a1a1a').fontSize(12);
    draw(doc);
    doc.end();
  });
}

/** Long date in the reader's language, e.g. "February 1, 2024", "1 de febrero de 2024". */
export function longDate(isoDate: string, locale: Locale = 'en'): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The alarm-monitoring certificate for insurers, in the reader's language (the plan and the
 * central station are named as the monitoring records name them).
 */
export function certificatePdf(facts: CertificateFacts, locale: Locale = 'en'): Promise<Buffer> {
  const t = accountText.t(locale);
  const date = (day: string) => longDate(day, locale);
  return render(
    t('certificate.title'),
    (doc) => {
      doc.text(t('certificate.intro'));
      doc.moveDown();
      const row = (label: string, value: string) => {
        doc.font('Helvetica-Bold').text(label, { continued: true });
        doc.font('Helvetica').text(` ${value}`);
      };
      row(t('certificate.customer'), facts.customerName);
      row(t('certificate.service'), facts.serviceName);
      row(t('certificate.address'), facts.addressLines.join(', '));
      row(t('certificate.plan'), facts.plan);
      row(t('certificate.station'), facts.centralStation);
      row(t('certificate.since'), date(facts.monitoredSince));
      row(t('certificate.activeOn'), date(facts.issuedOn));
      doc.moveDown();
      doc.text(t('certificate.issued', { date: date(facts.issuedOn) }));
    },
    locale,
  );
}

/** A one-page document with a title and lines of text. */
export function simplePdf(title: string, lines: readonly string[]): Promise<Buffer> {
  return render(title, (doc) => {
    for (const line of lines) doc.text(line);
  });
}
