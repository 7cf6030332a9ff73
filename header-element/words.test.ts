// The header's own words: one module keyed by locale, picked by the element's lang, else the
// page's, else English, by the language subtag alone (no Intl call).
import { afterEach, describe, expect, it } from 'vitest';
import { ATTRIBUTES } from './attribute-docs';
import { headerLocale, localeFor, WORDS, type HeaderWords } from './words';

const table = WORDS as Record<string, HeaderWords>;

describe("the header's words", () => {
  afterEach(() => {
    delete table.xx;
  });

  it('quote the spec verbatim in English', () => {
    const en = WORDS.en;
    expect(en.cartLabel(1)).toBe('There is 1 item in your cart');
    expect(en.cartLabel(0)).toBe('There are 0 items in your cart');
    expect(en.noResults('door')).toBe("No results for 'door'");
    expect(en.searchUnavailable).toBe('Search is not available right now');
    expect(en.signInUnavailable).toBe(
      'Sign-in is not available right now. Please try again later.',
    );
    expect(en.logIn).toBe('Log In');
    expect(en.logOut).toBe('Log Out');
  });

  it("give data-search-placeholder's documented default", () => {
    expect(WORDS.en.searchPlaceholder).toBe(ATTRIBUTES['data-search-placeholder'].default);
  });

  it('fall back to English for a language they do not have, or none', () => {
    for (const tag of ['fr', 'es-MX', '', '   ', undefined, null, 'en', 'EN-gb', 'en_US'])
      expect(localeFor(tag)).toBe('en');
  });

  it("pick a locale they have by the tag's language subtag, in any case", () => {
    table.xx = { ...WORDS.en, logIn: 'Xx' };
    expect(localeFor('xx')).toBe('xx');
    expect(localeFor('XX-yy')).toBe('xx');
    expect(localeFor('xx_YY')).toBe('xx');
    expect(localeFor('xxx')).toBe('en');
  });

  it("take the element's lang first, then the page's", () => {
    table.xx = { ...WORDS.en, logIn: 'Xx' };
    expect(headerLocale('xx', 'en')).toBe('xx');
    expect(headerLocale('en', 'xx')).toBe('en');
    expect(headerLocale(undefined, 'xx-YY')).toBe('xx');
    expect(headerLocale('', 'xx')).toBe('xx');
    expect(headerLocale(undefined, '')).toBe('en');
  });
});
