// Pure rules of the billing pages: amounts in integer cents, dates as YYYY-MM-DD, and what the
// payment amount may be (at least $1.00, at most the stated maximum, more than the balance fine).
import { formatCurrency } from '../../components/format/format-currency';
import { AMOUNT_ERRORS } from './messages';

/** Smallest payment (cents). */
export const MIN_PAYMENT_CENTS = 100;
/** Largest payment in one go (cents); the server enforces the same limit. */
export const MAX_PAYMENT_CENTS = 200_000;

/** 8497 -> '$84.97'; -1000 -> '-$10.00' (spec 5: en-US, USD). */
export function formatCents(cents: number): string {
  return formatCurrency(cents / 100);
}

/** Dollars typed into the currency input -> whole cents (rounding away float noise). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** '2026-12-05' -> 'December 5, 2026' (the date itself, whatever the viewer's time zone). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** '2026-12-05' -> 'Dec 5, 2026'. */
export function formatShortDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** MM/YY of a card's expiry. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/**
 * Why an amount cannot be paid, or null when it can. `amount` is what the currency input holds:
 * null when empty, NaN when it is not an amount (the input explains that itself).
 */
export function paymentAmountError(amount: number | null): string | null {
  if (amount === null) return AMOUNT_ERRORS.required;
  if (Number.isNaN(amount)) return null;
  const cents = toCents(amount);
  if (cents < MIN_PAYMENT_CENTS) return AMOUNT_ERRORS.tooSmall;
  if (cents > MAX_PAYMENT_CENTS) return AMOUNT_ERRORS.tooLarge(formatCents(MAX_PAYMENT_CENTS));
  return null;
}

/** How the invoice status reads. */
export const STATUS_LABELS = { due: 'Due', paid: 'Paid', overdue: 'Overdue' } as const;

/** A new idempotency key: one per payment attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
