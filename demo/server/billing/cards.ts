// Card rules of the payment-provider stand-in: what a real provider checks before it charges
// (number, expiry, CVC) and the documented test cards (README "Test cards"). The server never
// stores a card number or CVC: only a random token, the brand, the last four and the expiry.
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import { billingText } from './text.js';

/** The test card that is always declined (README). */
export const DECLINED_TEST_CARD = '4000000000000002';

/** A message the hosted page and the app show about a card. */
export type CardMessage = 'declined' | 'expired' | 'number' | 'expiry' | 'cvc';

/** The card message `key` in the reader's language. */
export function cardMessage(locale: Locale, key: CardMessage): string {
  return billingText.t(locale)(`card.${key}`);
}

/** A card brand we recognise from its number's prefix. */
export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Discover';

/** The card number's digits (spaces and dashes dropped), or '' when anything else is in it. */
export function cardDigits(input: string): string {
  const compact = input.replace(/[\s-]/g, '');
  return /^\d+$/.test(compact) ? compact : '';
}

/** The Luhn check every real card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The brand of a card number, or null when we do not take that kind of card. */
export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{15}$/.test(digits)) return 'Visa';
  // 51-55 and the 2-series 2221-2720.
  if (/^(5[1-5]\d{14}|2(22[1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(digits)) {
    return 'Mastercard';
  }
  if (/^3[47]\d{13}$/.test(digits)) return 'American Express';
  if (/^6(011|5\d\d)\d{12}$/.test(digits)) return 'Discover';
  return null;
}

/** MM/YY (or MM/YYYY) as month and full year, or null. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(month: number, year: number, today: Date = new Date()): boolean {
  const thisYear = today.getUTCFullYear();
  const thisMonth = today.getUTCMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth);
}

/** A card the customer typed on the hosted page, checked. */
export interface CheckedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's verdict: false for the declined test card. */
  approved: boolean;
}

/** Field errors of the hosted form, keyed by field name. */
export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** Checks what was typed; either field errors (in `locale`) or the card. */
export function checkCard(
  input: { number: string; expiry: string; cvc: string },
  today: Date = new Date(),
  locale: Locale = 'en',
): { errors: CardErrors } | { card: CheckedCard } {
  const errors: CardErrors = {};
  const message = (key: CardMessage) => cardMessage(locale, key);
  const digits = cardDigits(input.number);
  const brand = digits ? cardBrand(digits) : null;
  if (!brand || !luhnValid(digits)) errors.number = message('number');
  const expiry = parseExpiry(input.expiry);
  if (!expiry) errors.expiry = message('expiry');
  else if (isExpired(expiry.month, expiry.year, today)) errors.expiry = message('expired');
  const cvcLength = brand === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) errors.cvc = message('cvc');
  if (Object.keys(errors).length > 0 || !brand || !expiry) return { errors };
  return {
    card: {
      brand,
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      approved: digits !== DECLINED_TEST_CARD,
    },
  };
}

/** An opaque token standing for the card at the provider (what a real provider returns). */
export function newCardToken(): string {
  return `tok_${randomBytes(12).toString('hex')}`;
}
