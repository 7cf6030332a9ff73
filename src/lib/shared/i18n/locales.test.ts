import { describe, expect, it } from 'vitest';
import { isLocale, localeOf, localeOfAcceptLanguage, pickLocale } from './locales';

describe('locales (issue 28)', () => {
  it('reads the language subtag of a tag, whatever its case and separator', () => {
    expect(localeOf('es')).toBe('es');
    expect(localeOf('es-MX')).toBe('es');
    expect(localeOf('ES_us')).toBe('es');
    expect(localeOf(' en-GB ')).toBe('en');
    expect(localeOf('fr-CA')).toBeUndefined();
    expect(localeOf('')).toBeUndefined();
    expect(localeOf(null)).toBeUndefined();
  });

  it('picks the first language the product speaks, else English', () => {
    expect(pickLocale(['fr-FR', 'es-419', 'en-US'])).toBe('es');
    expect(pickLocale(['de', 'en'])).toBe('en');
    expect(pickLocale(['de', 'fr'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('reads Accept-Language by weight, not by order', () => {
    expect(localeOfAcceptLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeOfAcceptLanguage('en;q=0.5, es;q=0.9')).toBe('es');
    expect(localeOfAcceptLanguage('fr, es;q=0.1')).toBe('es');
    expect(localeOfAcceptLanguage('es;q=0, en')).toBe('en');
    expect(localeOfAcceptLanguage('')).toBe('en');
    expect(localeOfAcceptLanguage(undefined)).toBe('en');
    expect(localeOfAcceptLanguage('*')).toBe('en');
  });

  it('knows its own locales only', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('es-US')).toBe(false);
    expect(isLocale(3)).toBe(false);
  });
});
