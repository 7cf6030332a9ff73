// @vitest-environment node
// Issue 24 "Billing that adds up": for every seeded service, the five views a customer can read
// their bills in agree, because all come from the one ledger: Billing History (statements),
// Transaction History, each statement's PDF, the statements in Documents (and their PDFs), and
// the current bill. Read through the real API, as the app does; no number is written down here
// that the server could simply echo.
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { dollars } from '../billing/statement-pdf.js';
import { authHeaders, type TokenSet } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import type { Statement, StatementPage, Transaction } from '../../../src/contracts/billing.js';
import type { DocumentEntry } from '../../../src/contracts/documents.js';

const demo = withSignedInServer();

async function get<T>(path: string, who: TokenSet): Promise<T> {
  const response = await fetch(`${demo.server.origin}/api/account${path}`, {
    headers: authHeaders(who),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function pdfText(response: Response): Promise<string> {
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

const MONTHS = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const SERVICES = [
  { who: 'alex', serviceName: 'S-100200300' },
  { who: 'alex', serviceName: 'S-100200301' },
  { who: 'alex', serviceName: 'S-100200302' },
  { who: 'sam', serviceName: 'S-200300400' },
] as const;

describe('one ledger: statements, Billing History, Transaction History, PDFs and Documents agree', () => {
  it.each(SERVICES)('$who, $serviceName', async ({ who, serviceName }) => {
    const token = demo[who];
    const q = `serviceName=${serviceName}`;
    const history = await get<StatementPage>(`/billing/history?${q}&pageSize=50`, token);
    const { items: transactions } = await get<{ items: Transaction[] }>(
      `/billing/transactions?${q}`,
      token,
    );
    const documents = await get<DocumentEntry[]>(`/documents?${q}`, token);
    const invoice = await get<{ balanceCents: number }>(`/billing/current-invoice?${q}`, token);

    // The balance owed is what the transactions add up to.
    const ledgerSum = transactions.reduce((sum, t) => sum + t.amountCents, 0);
    expect(invoice.balanceCents).toBe(ledgerSum);

    // Every month with a charge has exactly one statement, and one monthly charge.
    const charges = transactions.filter((t) => t.type === 'charge');
    const chargeMonths = charges.map((t) => t.date.slice(0, 7));
    expect(new Set(chargeMonths).size).toBe(chargeMonths.length);
    expect(history.total).toBe(history.items.length);
    expect(history.items.map((s) => s.periodStart.slice(0, 7)).sort()).toEqual(
      [...chargeMonths].sort(),
    );
    // At most one payment per month (autopay never pays twice).
    const paymentMonths = transactions
      .filter((t) => t.type === 'payment')
      .map((t) => t.date.slice(0, 7));
    expect(new Set(paymentMonths).size).toBe(paymentMonths.length);

    // Each statement's total is its month in Transaction History (all but the payments).
    const monthTotal = (s: Statement) =>
      transactions
        .filter((t) => t.type !== 'payment' && t.date.slice(0, 7) === s.periodStart.slice(0, 7))
        .reduce((sum, t) => sum + t.amountCents, 0);
    for (const statement of history.items) expect(statement.totalCents).toBe(monthTotal(statement));
    // And the statements add up to everything billed.
    expect(history.items.reduce((sum, s) => sum + s.totalCents, 0)).toBe(
      transactions.filter((t) => t.type !== 'payment').reduce((sum, t) => sum + t.amountCents, 0),
    );

    // Documents lists the same statements, by the same names.
    const statementDocs = documents.filter((d) => d.category === 'Statement');
    expect(statementDocs.map((d) => d.name)).toEqual(
      history.items.map(
        (s) => `Statement ${MONTHS.format(new Date(`${s.periodStart}T00:00:00Z`))}`,
      ),
    );

    // Both PDFs of every statement (Billing History's link and Documents' file) print its total.
    for (const [index, statement] of history.items.entries()) {
      const total = `Total due${dollars(statement.totalCents)}`;
      const link = await get<{ url: string }>(
        `/billing/statements/${statement.id}/link?${q}`,
        token,
      );
      const fromHistory = (await pdfText(await fetch(link.url))).replace(/\s+/g, '');
      expect(fromHistory).toContain(total.replace(/\s+/g, ''));
      const doc = statementDocs[index];
      const fromDocuments = await fetch(
        `${demo.server.origin}/api/account/documents/${doc?.id ?? ''}/content?${q}`,
        { headers: authHeaders(token) },
      );
      expect((await pdfText(fromDocuments)).replace(/\s+/g, '')).toContain(
        total.replace(/\s+/g, ''),
      );
    }
  });

  it('has the seeded months the issue named: one November statement for alex’s Home, one November charge, and one autopay payment for sam in November', async () => {
    const home = await get<{ items: Transaction[] }>(
      '/billing/transactions?serviceName=S-100200300&from=2026-11-01&to=2026-11-30',
      demo.alex,
    );
    expect(home.items.filter((t) => t.type === 'charge')).toHaveLength(1);
    const history = await get<StatementPage>(
      '/billing/history?serviceName=S-100200300&pageSize=1',
      demo.alex,
    );
    expect(history.items[0]?.periodStart).toBe('2026-11-01');
    const cabin = await get<{ items: Transaction[] }>(
      '/billing/transactions?serviceName=S-200300400&from=2026-11-01&to=2026-11-30&type=payment',
      demo.sam,
    );
    expect(cabin.items).toHaveLength(1);
  });
});
