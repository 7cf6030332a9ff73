import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDay,
  formatExpiry,
  MAX_PAYMENT_CENTS,
  paymentAmountError,
  toCents,
} from './format';
import { AMOUNT_ERRORS } from './messages';

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
    expect(paymentAmountError(1)).toBeNull();
    expect(paymentAmountError(150)).toBeNull();
    expect(paymentAmountError(MAX_PAYMENT_CENTS / 100)).toBeNull();
  });

  it('refuses an empty, zero, too small or too large amount with a clear message', () => {
    expect(paymentAmountError(null)).toBe(AMOUNT_ERRORS.required);
    expect(paymentAmountError(0)).toBe(AMOUNT_ERRORS.tooSmall);
    expect(paymentAmountError(0.99)).toBe(AMOUNT_ERRORS.tooSmall);
    expect(paymentAmountError(-5)).toBe(AMOUNT_ERRORS.tooSmall);
    expect(paymentAmountError(2000.01)).toBe('You can pay at most $2,000.00 at a time.');
  });

  it('leaves text that is not an amount to the currency input', () => {
    expect(paymentAmountError(Number.NaN)).toBeNull();
  });

  it('shows dates as the calendar day, whatever the time zone', () => {
    expect(formatDay('2026-12-05')).toBe('December 5, 2026');
    expect(formatExpiry(8, 2028)).toBe('08/28');
  });
});
