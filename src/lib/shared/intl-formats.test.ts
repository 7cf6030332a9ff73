import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('cached Intl formatters (issue 29)', () => {
  it('gives the same formatter for the same locale and options, and formats as Intl does', () => {
    const usd = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(usd.format(1234.5)).toBe('$1,234.50');
    expect(numberFormat('es-US', { style: 'currency', currency: 'USD' })).not.toBe(usd);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(usd);
  });

  it('keys dates by their options too', () => {
    const long = dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(long);
    expect(long.format(new Date('2026-12-05T00:00:00Z'))).toBe('December 5, 2026');
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(long);
  });
});
