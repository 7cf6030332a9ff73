// The CSV export of Transaction History: exactly the rows the filter shows, in the same order,
// with amounts as signed dollars (charges positive; payments, credits and refunds negative).
// RFC 4180 by hand: four columns do not justify the ~30 kB csv-stringify adds to the page.
// The headings and type labels are the customer's words, in the language of the page.
import type { Transaction } from './api';
import type { BillingTranslate } from './text';

/** Column headings of the export. */
export function csvColumns(t: BillingTranslate): string[] {
  return [
    t('transactions.date'),
    t('transactions.type'),
    t('transactions.description'),
    t('transactions.amountUsd'),
  ];
}

/** Label of a transaction type. */
export function typeLabel(type: Transaction['type'], t: BillingTranslate): string {
  return t(`transactions.kind.${type}`);
}

/** -1000 -> '-10.00' (no symbol or grouping, so spreadsheets read it as a number). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A field, quoted when it holds a comma, quote or line break (quotes doubled). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The CSV text (RFC 4180 quoting, CRLF line ends), its headings and labels worded by `t`. */
export function transactionsCsv(items: readonly Transaction[], t: BillingTranslate): string {
  const rows = [
    csvColumns(t),
    ...items.map((item) => [
      item.date,
      typeLabel(item.type, t),
      item.description,
      csvAmount(item.amountCents),
    ]),
  ];
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
