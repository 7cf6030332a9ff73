import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/shared/i18n/catalogue';
import {
  formatCents,
  formatDay,
  formatExpiry,
  MAX_PAYMENT_CENTS,
  paymentAmountError,
  toCents,
} from './format';
import { billingText } from './text';

const t = translator(billingText, 'en');

describe('billing amounts and formats', () => {
  it('formats cents as en-US dollars, signed', () => {
    expect(formatCents(8497)).toBe('$84.97');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-1000)).toBe('-$10.00');
    expect(formatCents(200000)).toBe('$2,000.00');
  });

  it('turns typed dollars into whole cents without float noise', () => {
    expect(toCents(84.97)).toBe(8497);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1)).toBe(100);
  });

  it('accepts $1.00 up to the maximum, more than the balance included', () => {
    expect(paymentAmountError(1, t)).toBeNull();
    expect(paymentAmountError(150, t)).toBeNull();
    expect(paymentAmountError(MAX_PAYMENT_CENTS / 100, t)).toBeNull();
  });

  it('refuses an empty, zero, too small or too large amount with a clear message', () => {
    expect(paymentAmountError(null, t)).toBe('Enter the amount you want to pay.');
    expect(paymentAmountError(0, t)).toBe('Enter at least $1.00.');
    expect(paymentAmountError(0.99, t)).toBe('Enter at least $1.00.');
    expect(paymentAmountError(-5, t)).toBe('Enter at least $1.00.');
    expect(paymentAmountError(2000.01, t)).toBe('You can pay at most $2,000.00 at a time.');
  });

  it('leaves text that is not an amount to the currency input', () => {
    expect(paymentAmountError(Number.NaN, t)).toBeNull();
  });

  it('shows dates as the calendar day, whatever the time zone', () => {
    expect(formatDay('2026-12-05')).toBe('December 5, 2026');
    expect(formatExpiry(8, 2028)).toBe('08/28');
  });
});
