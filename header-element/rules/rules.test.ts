import { describe, expect, it, vi } from 'vitest';
import { translator } from '../../src/lib/shared/i18n/catalogue';
import { headerText } from '../text';
import { shopCategories, smartOffers } from './catalogue';
import { carouselFit, subNavCompressed, subNavScrolls } from './layout';
import { acceptOverride, isAbsoluteUrl, isValidInAppPath, joinUrl } from './routes';
import { INITIAL_SCROLL_STATE, nextScrollState } from './scroll';
import { searchKeyAction } from './search-keys';
import { assertSession, isSessionValid } from '../../src/lib/shared/commerce-session';

const t = translator(headerText, 'en');
const cartLabel = (count: number) => t('cart', { count });
const noResultsMessage = (query: string) => t('search.noResults', { query });

describe('link override rule', () => {
  it('accepts / followed by letters, digits and / , : _ - only', () => {
    expect(isValidInAppPath('/a/B-9_c,d:e')).toBe(true);
    for (const bad of ['a/b', '/a b', '/a?b', '/a#b', '/a.b', 'https://x', ''])
      expect(isValidInAppPath(bad)).toBe(false);
  });
  it("warns 'Invalid Route' and drops an invalid override; absent is no override", () => {
    const warn = vi.fn();
    expect(acceptOverride('/ok', warn)).toBe('/ok');
    expect(acceptOverride('javascript:alert(1)', warn)).toBeUndefined();
    expect(acceptOverride(undefined, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Invalid Route', 'javascript:alert(1)');
  });
  it('knows absolute URLs (http, https, protocol-relative, mailto, tel, sms)', () => {
    for (const url of ['http://a', 'https://a', '//a', 'mailto:a@b', 'tel:1', 'sms:1'])
      expect(isAbsoluteUrl(url)).toBe(true);
    expect(isAbsoluteUrl('/products')).toBe(false);
  });
  it('joins a base and a path with one slash', () => {
    expect(joinUrl('https://b.example.com/', '/cart')).toBe('https://b.example.com/cart');
    expect(joinUrl('https://b.example.com', 'cart')).toBe('https://b.example.com/cart');
  });
});

describe('session rules', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const future = '2026-01-01T01:00:00Z';
  it('is valid only with an id and a future expiration', () => {
    expect(isSessionValid({ id: 'a', expiration: future, cartItemsCount: 0 }, now)).toBe(true);
    expect(isSessionValid({ id: 'a', expiration: '2025-12-31T23:59:59Z' }, now)).toBe(false);
    expect(isSessionValid({ expiration: future }, now)).toBe(false);
    expect(isSessionValid({ id: 'a', expiration: 'not a date' }, now)).toBe(false);
  });
  it('strict check fails with the four spec errors verbatim', () => {
    expect(() => assertSession('', { id: 'a', expiration: future }, now)).toThrow(
      /^Session Key Missing$/,
    );
    expect(() => assertSession('1', undefined, now)).toThrow(/^Session Data Missing$/);
    expect(() => assertSession('1', { expiration: future }, now)).toThrow(/^Session Id Missing$/);
    expect(() => assertSession('1', { id: 'a', expiration: '2025-01-01' }, now)).toThrow(
      /^Session Expired$/,
    );
    expect(assertSession('1', { id: 'a', expiration: future, cartItemsCount: 2 }, now).id).toBe(
      'a',
    );
  });
});

describe('hide on scroll', () => {
  it('hides past the header height going down, shows after more than 70px up', () => {
    let s = nextScrollState(INITIAL_SCROLL_STATE, 90, 96);
    expect(s.hidden).toBe(false);
    s = nextScrollState(s, 200, 96);
    expect(s.hidden).toBe(true);
    s = nextScrollState(s, 500, 96);
    s = nextScrollState(s, 430, 96);
    expect(s.hidden).toBe(true);
    s = nextScrollState(s, 429, 96);
    expect(s.hidden).toBe(false);
    s = nextScrollState(s, 440, 96);
    expect(s.hidden).toBe(true);
  });
  it('shows again at the top of the page', () => {
    let s = nextScrollState(INITIAL_SCROLL_STATE, 120, 96);
    s = nextScrollState(s, 0, 96);
    expect(s.hidden).toBe(false);
  });
});

describe('sub nav carousel', () => {
  it('shows 3.5 and scrolls 3 by default, more from 500/650/800/950px', () => {
    expect(carouselFit(375)).toEqual({ shown: 3.5, scroll: 3 });
    expect(carouselFit(500)).toEqual({ shown: 4.5, scroll: 4 });
    expect(carouselFit(650)).toEqual({ shown: 5.5, scroll: 5 });
    expect(carouselFit(800)).toEqual({ shown: 6.5, scroll: 6 });
    expect(carouselFit(950)).toEqual({ shown: 7.5, scroll: 7 });
    expect(carouselFit(949)).toEqual({ shown: 6.5, scroll: 6 });
  });
  it('scrolls below 1040px with more than 3 items; compresses on scroll below 1025px', () => {
    expect(subNavScrolls(1039, 4)).toBe(true);
    expect(subNavScrolls(1040, 4)).toBe(false);
    expect(subNavScrolls(375, 3)).toBe(false);
    expect(subNavCompressed(1024, 10)).toBe(true);
    expect(subNavCompressed(1025, 10)).toBe(false);
    expect(subNavCompressed(375, 0)).toBe(false);
  });
});

describe('search keys', () => {
  it('arrows move the highlight (wrapping), Esc closes', () => {
    expect(searchKeyAction('ArrowDown', 3, -1, false)).toEqual({ type: 'highlight', index: 0 });
    expect(searchKeyAction('ArrowDown', 3, 2, false)).toEqual({ type: 'highlight', index: 0 });
    expect(searchKeyAction('ArrowUp', 3, 0, false)).toEqual({ type: 'highlight', index: 2 });
    expect(searchKeyAction('ArrowUp', 0, -1, false)).toEqual({ type: 'none' });
    expect(searchKeyAction('Escape', 0, -1, false)).toEqual({ type: 'close' });
  });
  it('Enter follows the highlight, or runs the search in search-on-click mode', () => {
    expect(searchKeyAction('Enter', 3, 1, false)).toEqual({ type: 'follow', index: 1 });
    expect(searchKeyAction('Enter', 3, -1, true)).toEqual({ type: 'search' });
    expect(searchKeyAction('Enter', 3, -1, false)).toEqual({ type: 'none' });
  });
});

describe('labels and catalogue', () => {
  it('quotes the cart label and the no-results message verbatim', () => {
    expect(cartLabel(1)).toBe('There is 1 item in your cart');
    expect(cartLabel(0)).toBe('There are 0 items in your cart');
    expect(cartLabel(3)).toBe('There are 3 items in your cart');
    expect(noResultsMessage('door')).toBe("No results for 'door'");
  });
  it('keeps active categories and active smart offers', () => {
    const categories = [
      {
        isActive: true,
        name: 'Cameras',
        code: 'cameras',
        categories: [{ isActive: false, name: 'x', code: 'x' }],
      },
      { isActive: false, name: 'Old', code: 'old' },
      {
        isActive: true,
        name: 'Smart offers',
        code: 'smart-offers',
        items: [
          { isActive: true, name: 'A', catalogId: 'a' },
          { isActive: false, name: 'B', catalogId: 'b' },
        ],
      },
    ];
    expect(shopCategories(categories)).toEqual([{ ...categories[0], categories: [] }]);
    expect(smartOffers(categories).map((o) => o.catalogId)).toEqual(['a']);
  });
});
