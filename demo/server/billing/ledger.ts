// The billing ledger (issue 24): every charge, credit, refund and payment of a service, in one
// table (billing_transactions). Everything else is derived from it, so the five views can never
// disagree: the balance is its sum; a statement is one month's charges, credits and refunds (a
// monthly charge carries its itemised lines); Billing History lists those statements; the
// statement PDF and the Documents list print them; Transaction History lists the entries.
import { randomUUID } from 'node:crypto';
import { HttpError } from '../api/errors.js';
import type { Db } from '../db/database.js';
import type { Statement, StatementPage, TransactionType } from '../../../src/contracts/billing.js';
import { INTL_LOCALES, type Locale } from '../../../src/lib/shared/i18n/locales.js';
import { billingText } from './text.js';

/** One line of a statement. */
export interface StatementLine {
  description: string;
  amountCents: number;
}

/** A statement with what it bills. */
export interface StatementWithLines extends Statement {
  lines: StatementLine[];
}

/** An entry to post. `lines` itemise a charge (a month's services); they must add up to it. */
export interface LedgerPosting {
  date: string;
  type: TransactionType;
  description: string;
  amountCents: number;
  lines?: StatementLine[];
}

/** A statement is due on this day of the month after its period. */
export const STATEMENT_DUE_DAY = 5;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2026-11" -> "November 2026": the ledger's own words (its charges are described in English,
 * the billing system's language, whatever the reader's).
 */
export function monthTitle(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
}

/**
 * The title a statement has everywhere (Documents, the PDF), in the reader's language:
 * "Statement November 2026", "Estado de cuenta de noviembre de 2026".
 */
export function statementTitle(month: string, locale: Locale = 'en'): string {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNumber - 1, 15)));
  return billingText.t(locale)('statement.title', { month: name });
}

/** First and last day of a "YYYY-MM" month, and the due date of its statement. */
export function statementDates(month: string) {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const day = (monthOffset: number, date: number) =>
    new Date(Date.UTC(y, m - 1 + monthOffset, date)).toISOString().slice(0, 10);
  return { periodStart: day(0, 1), periodEnd: day(1, 0), dueDate: day(1, STATEMENT_DUE_DAY) };
}

/** What the customer owes: the sum of the ledger (negative is a credit). */
export function ledgerBalance(db: Db, serviceId: string): number {
  return (
    db
      .prepare(
        'SELECT COALESCE(SUM(amount_cents), 0) AS total FROM billing_transactions WHERE service_id = ?',
      )
      .get(serviceId) as { total: number }
  ).total;
}

/** Posts one entry; returns its id. */
export function postEntry(
  db: Db,
  serviceId: string,
  entry: LedgerPosting,
  createdAt = new Date().toISOString(),
  id = `tx_${randomUUID().replaceAll('-', '').slice(0, 16)}`,
): string {
  if (entry.lines) {
    const sum = entry.lines.reduce((total, line) => total + line.amountCents, 0);
    // A statement prints the lines and totals the entries: they must be the same money.
    if (sum !== entry.amountCents) {
      throw new Error(
        `The lines of "${entry.description}" add up to ${sum}, not ${entry.amountCents}.`,
      );
    }
  }
  db.prepare(
    `INSERT INTO billing_transactions (id, service_id, occurred_on, type, description, amount_cents,
      lines_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    serviceId,
    entry.date,
    entry.type,
    entry.description,
    entry.amountCents,
    entry.lines ? JSON.stringify(entry.lines) : null,
    createdAt,
  );
  return id;
}

/** Months ("YYYY-MM") with a statement, newest first: those with anything but payments. */
export function statementMonths(db: Db, serviceId: string): string[] {
  return (
    db
      .prepare(
        `SELECT DISTINCT substr(occurred_on, 1, 7) AS month FROM billing_transactions
         WHERE service_id = ? AND type <> 'payment' ORDER BY month DESC`,
      )
      .all(serviceId) as { month: string }[]
  ).map((row) => row.month);
}

/** The id of a month's statement (stable, so links and documents keep working). */
export function statementId(serviceId: string, month: string): string {
  return `st_${serviceId}_${month}`;
}

/** The statement of one month, built from the ledger; undefined when the month has none. */
export function statementOf(
  db: Db,
  serviceId: string,
  month: string,
): StatementWithLines | undefined {
  const dates = statementDates(month);
  const rows = db
    .prepare(
      `SELECT description, amount_cents AS amountCents, lines_json AS linesJson
       FROM billing_transactions
       WHERE service_id = ? AND type <> 'payment' AND occurred_on BETWEEN ? AND ?
       ORDER BY occurred_on, created_at, id`,
    )
    .all(serviceId, dates.periodStart, dates.periodEnd) as {
    description: string;
    amountCents: number;
    linesJson: string | null;
  }[];
  if (rows.length === 0) return undefined;
  return {
    id: statementId(serviceId, month),
    ...dates,
    issuedOn: dates.periodStart,
    totalCents: rows.reduce((total, row) => total + row.amountCents, 0),
    lines: rows.flatMap((row) =>
      row.linesJson
        ? (JSON.parse(row.linesJson) as StatementLine[])
        : [{ description: row.description, amountCents: row.amountCents }],
    ),
  };
}

/** Every statement of the service, newest first. */
export function allStatements(db: Db, serviceId: string): StatementWithLines[] {
  return statementMonths(db, serviceId).flatMap((month) => statementOf(db, serviceId, month) ?? []);
}

/** Billing History: one page of statements, newest first. */
export function listStatements(
  db: Db,
  service: { id: string },
  page: number,
  pageSize: number,
): StatementPage {
  const months = statementMonths(db, service.id);
  const items = months.slice((page - 1) * pageSize, page * pageSize).flatMap((month) => {
    const statement = statementOf(db, service.id, month);
    if (!statement) return [];
    const { lines: _lines, ...summary } = statement;
    return [summary];
  });
  return { items, total: months.length, page, pageSize };
}

/** One statement of the service by id, with its lines, or a 404 (said in `locale`). */
export function findStatement(
  db: Db,
  service: { id: string },
  id: string,
  locale: Locale = 'en',
): StatementWithLines {
  const prefix = statementId(service.id, '');
  const month = id.startsWith(prefix) ? id.slice(prefix.length) : '';
  const statement = /^\d{4}-\d{2}$/.test(month) ? statementOf(db, service.id, month) : undefined;
  if (!statement) throw new HttpError(404, billingText.t(locale)('billing.statementNotFound'));
  return statement;
}
