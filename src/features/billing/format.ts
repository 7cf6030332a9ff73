// Pure rules of the billing pages: amounts in integer cents, dates as YYYY-MM-DD, and what the
// payment amount may be (at least $1.00, at most the stated maximum, more than the balance fine).
import { formatCurrency } from '../../components/format/format-currency';
import { activeIntlLocale } from '../../lib/shared/i18n/active-locale';
import type { BillingTranslate } from './text';
import { dateTimeFormat } from '../../lib/shared/intl-formats';

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

/**
 * '2026-12-05' -> 'December 5, 2026' ('5 de diciembre de 2026' in Spanish): the date itself,
 * whatever the viewer's time zone.
 */
export function formatDay(date: string): string {
  return dateTimeFormat(activeIntlLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** '2026-12-05' -> 'Dec 5, 2026' ('5 dic 2026' in Spanish). */
export function formatShortDay(date: string): string {
  return dateTimeFormat(activeIntlLocale(), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** MM/YY of a card's expiry. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/**
 * Why an amount cannot be paid, or null when it can. `amount` is what the currency input holds:
 * null when empty, NaN when it is not an amount (the input explains that itself). Worded by `t`.
 */
export function paymentAmountError(amount: number | null, t: BillingTranslate): string | null {
  if (amount === null) return t('amount.required');
  if (Number.isNaN(amount)) return null;
  const cents = toCents(amount);
  if (cents < MIN_PAYMENT_CENTS)
    return t('amount.tooSmall', { min: formatCents(MIN_PAYMENT_CENTS) });
  if (cents > MAX_PAYMENT_CENTS)
    return t('amount.tooLarge', { max: formatCents(MAX_PAYMENT_CENTS) });
  return null;
}

/** A new idempotency key: one per payment attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
