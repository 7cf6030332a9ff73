// The header's own words (locales/, text.ts): English quotes the spec verbatim, Spanish loads on
// demand, and the language is the element's lang, else the page's, else English, picked by the
// language subtag alone (no Intl call).
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../src/lib/shared/i18n/catalogue';
import { LocaleContext } from '../src/lib/shared/i18n/use-text';
import { ATTRIBUTES } from './attribute-docs';
import { HeaderContext, type HeaderContextValue } from './components/context';
import SearchResults from './components/search-results';
import en from './locales/en.json';
import { elementLocale } from './locale';
import { headerText } from './text';

describe("the header's words", () => {
  it('quote the spec verbatim in English', () => {
    const t = translator(headerText, 'en');
    expect(t('cart', { count: 1 })).toBe('There is 1 item in your cart');
    expect(t('cart', { count: 0 })).toBe('There are 0 items in your cart');
    expect(t('cart', { count: 12 })).toBe('There are 12 items in your cart');
    expect(t('search.noResults', { query: 'door' })).toBe("No results for 'door'");
    expect(t('search.unavailable')).toBe('Search is not available right now');
    expect(t('profile.signInUnavailable')).toBe(
      'Sign-in is not available right now. Please try again later.',
    );
    expect(t('profile.logIn')).toBe('Log In');
    expect(t('profile.logOut')).toBe('Log Out');
    expect(t('profile.greeting', { name: 'Alex' })).toBe('Hi, Alex');
  });

  it("give data-search-placeholder's documented default", () => {
    expect(en['search.placeholder']).toBe(ATTRIBUTES['data-search-placeholder'].default);
  });

  describe('in Spanish', () => {
    beforeAll(() => headerText.load('es'));

    it('word the cart label as one plural, formal', () => {
      const t = translator(headerText, 'es');
      expect(t('cart', { count: 1 })).toBe('Hay 1 artículo en su carrito');
      expect(t('cart', { count: 0 })).toBe('Hay 0 artículos en su carrito');
      expect(t('cart', { count: 3 })).toBe('Hay 3 artículos en su carrito');
      expect(t('profile.logIn')).toBe('Iniciar sesión');
      expect(t('nav.shop')).toBe('Tienda');
    });

    it('say there are no results, the query in quotes', () => {
      const context: HeaderContextValue = {
        host: document.createElement('div'),
        links: { sites: {}, paths: {}, pageHref: 'https://example.com/', isCustomer: false },
        closeAll: () => {},
      } as unknown as HeaderContextValue;
      const props = { highlighted: -1, optionId: String, onPick() {}, onHover() {} };
      const { rerender } = render(
        <LocaleContext.Provider value="es">
          <HeaderContext.Provider value={context}>
            <SearchResults query="puerta" failed={false} results={[]} {...props} />
          </HeaderContext.Provider>
        </LocaleContext.Provider>,
      );
      expect(screen.getByRole('status').textContent).toBe("No hay resultados para 'puerta'");
      rerender(
        <LocaleContext.Provider value="es">
          <HeaderContext.Provider value={context}>
            <SearchResults query="puerta" failed results={[]} {...props} />
          </HeaderContext.Provider>
        </LocaleContext.Provider>,
      );
      expect(screen.getByRole('status').textContent).toBe(
        'La búsqueda no está disponible en este momento',
      );
    });
  });
});

describe("the header's language", () => {
  const pageLang = document.documentElement.lang;
  afterEach(() => {
    document.documentElement.lang = pageLang;
  });

  it("is the element's lang first, then the page's, else English", () => {
    expect(elementLocale('es', 'en')).toBe('es');
    expect(elementLocale('en', 'es')).toBe('en');
    expect(elementLocale(undefined, 'es-US')).toBe('es');
    expect(elementLocale('', 'es')).toBe('es');
    expect(elementLocale('  ', 'ES_mx')).toBe('es');
    expect(elementLocale(undefined, '')).toBe('en');
    document.documentElement.lang = 'es';
    expect(elementLocale(null)).toBe('es');
  });

  it('shows English for a language it has no words for, even on a page in Spanish', () => {
    for (const tag of ['fr', 'de-DE', 'EN-gb', 'en_US', 'xx'])
      expect(elementLocale(tag)).toBe('en');
    expect(elementLocale('fr', 'es')).toBe('en');
  });
});
