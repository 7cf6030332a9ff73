import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-currency';

describe('formatCurrency (spec 5: Intl, defaults en-US and USD)', () => {
  it('defaults to US dollars in en-US', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-3)).toBe('-$3.00');
  });

  it('uses the given locale and currency', () => {
    expect(formatCurrency(1234.5, { locale: 'de-DE', currency: 'EUR' })).toBe('1.234,50\u00a0€');
    expect(formatCurrency(1234.5, { currency: 'CAD' })).toBe('CA$1,234.50');
  });

  it('takes a fixed number of decimals', () => {
    expect(formatCurrency(1234.5, { fractionDigits: 0 })).toBe('$1,235');
  });

  it('returns an empty string for a value that is not a number', () => {
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});
