import { describe, expect, it, vi } from 'vitest';
import { warmUpFormats } from '../../lib/shared/intl-formats';
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

describe('formatCurrency after the warm-up (issue 29)', () => {
  it('warms up the very formatter amounts use: the first amount builds none', () => {
    warmUpFormats('en-GB');
    const Real = Intl.NumberFormat;
    const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as unknown as typeof Real);
    expect(formatCurrency(84.97, { locale: 'en-GB' })).toBe('US$84.97');
    expect(built).not.toHaveBeenCalled();
    // A locale nobody warmed up builds its own (the spy sees it), so the check above means it.
    expect(formatCurrency(84.97, { locale: 'en-CA' })).toBe('US$84.97');
    expect(built).toHaveBeenCalledTimes(1);
  });
});
