import { describe, expect, it } from 'vitest';
import { currencySymbol, decimalsFor, formatAmount, parseAmount } from './currency-text';

describe('currency text (spec 5, 9.6)', () => {
  it('has two decimals in fractional mode and none otherwise', () => {
    expect(decimalsFor(true)).toBe(2);
    expect(decimalsFor(false)).toBe(0);
    expect(formatAmount(1234.5, 'en-US', true)).toBe('1,234.50');
    expect(formatAmount(1234, 'en-US', false)).toBe('1,234');
  });

  it('formats in the given locale', () => {
    expect(formatAmount(1234.5, 'de-DE', true)).toBe('1.234,50');
  });

  it('reads grouped amounts in the locale', () => {
    expect(parseAmount('1,234.56', 'en-US', true)).toBe(1234.56);
    expect(parseAmount('1.234,56', 'de-DE', true)).toBe(1234.56);
    expect(parseAmount('.5', 'en-US', true)).toBe(0.5);
    expect(parseAmount('1,234', 'en-US', false)).toBe(1234);
    expect(parseAmount('  ', 'en-US', false)).toBeNull();
  });

  it('rejects what is not an amount of the mode', () => {
    expect(parseAmount('12.5', 'en-US', false)).toBeNaN();
    expect(parseAmount('12.345', 'en-US', true)).toBeNaN();
    expect(parseAmount('1.2.3', 'en-US', true)).toBeNaN();
    expect(parseAmount('12a', 'en-US', true)).toBeNaN();
    expect(parseAmount('-5', 'en-US', true)).toBeNaN();
  });
});

describe('currencySymbol', () => {
  it("is '$' for USD in en-US and the locale's symbol otherwise", () => {
    expect(currencySymbol('en-US', 'USD')).toBe('$');
    expect(currencySymbol('de-DE', 'EUR')).toBe('€');
  });
});
