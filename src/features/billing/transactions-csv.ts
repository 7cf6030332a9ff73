// The CSV export of Transaction History: exactly the rows the filter shows, in the same order,
// with amounts as signed dollars (charges positive; payments, credits and refunds negative).
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Transaction } from './api';

/** Column headings of the export. */
export const CSV_COLUMNS = ['Date', 'Type', 'Description', 'Amount (USD)'] as const;

const TYPE_LABELS: Record<Transaction['type'], string> = {
  payment: 'Payment',
  charge: 'Charge',
  credit: 'Credit',
  refund: 'Refund',
};

/** Label of a transaction type. */
export function typeLabel(type: Transaction['type']): string {
  return TYPE_LABELS[type];
}

/** -1000 -> '-10.00' (no symbol or grouping, so spreadsheets read it as a number). */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The CSV text (RFC 4180 quoting, CRLF line ends). */
export function transactionsCsv(items: readonly Transaction[]): string {
  return stringify(
    [
      [...CSV_COLUMNS],
      ...items.map((t) => [t.date, typeLabel(t.type), t.description, csvAmount(t.amountCents)]),
    ],
    { record_delimiter: 'windows' },
  );
}
