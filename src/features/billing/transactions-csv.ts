// The CSV export of Transaction History: exactly the rows the filter shows, in the same order,
// with amounts as signed dollars (charges positive; payments, credits and refunds negative).
// RFC 4180 by hand: four columns do not justify the ~30 kB csv-stringify adds to the page.
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

/** A field, quoted when it holds a comma, quote or line break (quotes doubled). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The CSV text (RFC 4180 quoting, CRLF line ends). */
export function transactionsCsv(items: readonly Transaction[]): string {
  const rows = [
    [...CSV_COLUMNS],
    ...items.map((t) => [t.date, typeLabel(t.type), t.description, csvAmount(t.amountCents)]),
  ];
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
