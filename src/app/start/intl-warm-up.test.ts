import { describe, expect, it } from 'vitest';
import { FIRST_NUMBER_FORMAT } from '../../lib/shared/intl-formats';
import { intlWarmUp } from './intl-warm-up';

describe('intlWarmUp', () => {
  it("starts the page's language's first format: US dollars, in US English or US Spanish", () => {
    for (const [lang, locale] of [
      ['en', 'en-US'],
      ['es', 'es-US'],
      ['ES-mx', 'es-US'],
    ]) {
      const options = intlWarmUp(lang!)().resolvedOptions();
      expect(options.locale).toBe(locale);
      expect(options.style).toBe(FIRST_NUMBER_FORMAT.style);
      expect(options.currency).toBe(FIRST_NUMBER_FORMAT.currency);
    }
  });

  it('falls back to English for a language the product does not speak, or none', () => {
    expect(intlWarmUp('fr')().resolvedOptions().locale).toBe('en-US');
    expect(intlWarmUp('')().resolvedOptions().locale).toBe('en-US');
  });

  it('builds nothing until it is run (the head script runs it in a task of its own)', () => {
    const made: unknown[] = [];
    const original = Intl.NumberFormat;
    const counting = function (this: unknown, ...args: ConstructorParameters<typeof original>) {
      made.push(args);
      return new original(...args);
    } as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = counting;
    try {
      const warmUp = intlWarmUp('es');
      expect(made).toHaveLength(0);
      warmUp();
      expect(made).toEqual([['es-US', FIRST_NUMBER_FORMAT]]);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});
