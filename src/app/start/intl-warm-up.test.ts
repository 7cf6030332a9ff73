import { describe, expect, it, vi } from 'vitest';
import { startIntlData } from './intl-warm-up';

describe('startIntlData', () => {
  it('builds a currency formatter for the page language', () => {
    const NumberFormat = vi.fn(function (this: { format: () => string }) {
      this.format = () => '$0.00';
    });
    startIntlData('es', { NumberFormat } as unknown as typeof Intl);
    expect(NumberFormat).toHaveBeenCalledWith('es', { style: 'currency', currency: 'USD' });
  });

  it('falls back to English when the page has no language yet', () => {
    const NumberFormat = vi.fn(function (this: { format: () => string }) {
      this.format = () => '$0.00';
    });
    startIntlData('', { NumberFormat } as unknown as typeof Intl);
    expect(NumberFormat).toHaveBeenCalledWith('en', { style: 'currency', currency: 'USD' });
  });

  it('never stops the page from starting when Intl refuses', () => {
    const NumberFormat = vi.fn(function () {
      throw new RangeError('Incorrect locale information provided');
    });
    expect(() => startIntlData('xx', { NumberFormat } as unknown as typeof Intl)).not.toThrow();
  });
});
