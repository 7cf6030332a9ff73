// The header's own words (labels, menu entries, messages), keyed by locale: the one module a
// translation adds to. The host's words (catalogue names, sub nav items) come from the host. The
// header picks the locale from its `lang` attribute, else the page's <html lang>, else English
// (README "Language"). Only English exists so far; a language is added by adding its entry here.
//
// Picking a locale compares the tag's language subtag as text: no Intl call on the first render,
// which would load the browser's locale data and block the host page (see ADR 013).

/** Every word the header writes itself. The spec's strings are quoted verbatim in English. */
export interface HeaderWords {
  menu: string;
  /** Accessible name of the brand link. */
  home: string;
  mainNav: string;
  explore: string;
  shop: string;
  smartServices: string;
  support: string;
  wishlist: string;
  profileMenu: string;
  greeting(name: string): string;
  dashboard: string;
  settings: string;
  serviceAddress: string;
  logIn: string;
  logOut: string;
  /** Shown in the profile menu when Log In cannot reach the sign-in provider. */
  signInUnavailable: string;
  search: string;
  runSearch: string;
  /** Placeholder of the search field when `data-search-placeholder` is not set. */
  searchPlaceholder: string;
  searchResults: string;
  /** Shown when a search has no hits (spec 8). */
  noResults(query: string): string;
  /** Shown instead of results when the search call failed (not the same as no hits). */
  searchUnavailable: string;
  /** Accessible cart label (spec 9.5). */
  cartLabel(count: number): string;
  shopAll: string;
  allSmartServices: string;
  secondaryNav: string;
  scrollBack: string;
  scrollForward: string;
  /** Label of the host page's own links in the mobile menu. */
  thisSite: string;
}

const en: HeaderWords = {
  menu: 'Menu',
  home: 'Smart Home Security home',
  mainNav: 'Main',
  explore: 'Explore',
  shop: 'Shop',
  smartServices: 'Smart Services',
  support: 'Support',
  wishlist: 'Wishlist',
  profileMenu: 'Profile menu',
  greeting: (name) => `Hi, ${name}`,
  dashboard: 'Dashboard',
  settings: 'Settings',
  serviceAddress: 'Service address',
  logIn: 'Log In',
  logOut: 'Log Out',
  signInUnavailable: 'Sign-in is not available right now. Please try again later.',
  search: 'Search',
  runSearch: 'Run search',
  searchPlaceholder: 'Search products',
  searchResults: 'Search results',
  noResults: (query) => `No results for '${query}'`,
  searchUnavailable: 'Search is not available right now',
  cartLabel: (count) =>
    count === 1 ? 'There is 1 item in your cart' : `There are ${count} items in your cart`,
  shopAll: 'Shop all',
  allSmartServices: 'All smart services',
  secondaryNav: 'Secondary',
  scrollBack: 'Scroll back',
  scrollForward: 'Scroll forward',
  thisSite: 'This site',
};

/** The header's words by locale (a BCP 47 language subtag). */
export const WORDS = { en } satisfies Record<string, HeaderWords>;

/** A locale the header has words for. */
export type Locale = keyof typeof WORDS;

/**
 * The locale for a language tag (`es`, `en-GB`, `es_MX`): its language subtag when the header has
 * words for it, else English.
 */
export function localeFor(tag: string | null | undefined): Locale {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return language && Object.hasOwn(WORDS, language) ? (language as Locale) : 'en';
}

/** The header's locale: its own `lang` attribute, else the page's <html lang>, else English. */
export function headerLocale(ownLang: string | undefined, pageLang: string): Locale {
  return localeFor(ownLang || pageLang);
}
