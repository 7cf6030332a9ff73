// PDFs the reference backend generates with pdfkit: the alarm-monitoring certificate (what a
// home insurer asks for) and simple one-page contracts and statements.
import PDFDocument from 'pdfkit';

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

function render(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 64,
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

/** Long date in English, e.g. "February 1, 2024". */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The alarm-monitoring certificate for insurers. */
export function certificatePdf(facts: CertificateFacts): Promise<Buffer> {
  return render('Alarm Monitoring Certificate', (doc) => {
    doc.text(
      `This certifies that the premises below are protected by an electronic security system ` +
        `monitored 24 hours a day, 7 days a week by ${COMPANY}.`,
    );
    doc.moveDown();
    const row = (label: string, value: string) => {
      doc.font('Helvetica-Bold').text(label, { continued: true });
      doc.font('Helvetica').text(` ${value}`);
    };
    row('Customer:', facts.customerName);
    row('Service:', facts.serviceName);
    row('Service address:', facts.addressLines.join(', '));
    row('Monitoring plan:', facts.plan);
    row('Central station:', facts.centralStation);
    row('Monitored since:', longDate(facts.monitoredSince));
    row('Monitoring active on:', longDate(facts.issuedOn));
    doc.moveDown();
    doc.text(
      `Issued on ${longDate(facts.issuedOn)}. The system reports burglary and fire alarm ` +
        'signals to the central station, which dispatches the authorities.',
    );
  });
}

/** A one-page document with a title and lines of text. */
export function simplePdf(title: string, lines: readonly string[]): Promise<Buffer> {
  return render(title, (doc) => {
    for (const line of lines) doc.text(line);
  });
}
