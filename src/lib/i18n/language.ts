// The account centre's language (issue 28): which one a visit starts in, and changing it. The
// customer's choice is remembered on this device (localStorage, which other tabs hear, and a
// cookie the provider's sign-in pages read and write: their language switch sets only the cookie)
// and, once signed in, on the server, which also words the customer's mail in it (the caller saves
// it there: src/components/language-select). Without a choice, the browser's languages decide.
// app/start/theme.js sets <html lang> from the same choice before first paint; this module keeps it
// right afterwards.
import { setCookie } from '../shared/cookie';
import { useSyncExternalStore } from 'react';
import { activeLocale, setActiveLocale } from '../shared/i18n/active-locale';
import { loadCatalogues } from '../shared/i18n/catalogue';
import type { Locale } from '../shared/i18n/locales';
import { LANGUAGE_KEY, readLanguageChoice } from './starting-locale';

export {
  LANGUAGE_KEY,
  readLanguageChoice,
  startingLocale,
  takeSignInPageChoice,
} from './starting-locale';

/** Days the cookie lasts: the choice is the customer's until they change it. */
const COOKIE_DAYS = 365;

const listeners = new Set<() => void>();

function show(locale: Locale): void {
  setActiveLocale(locale);
  document.documentElement.lang = locale;
  listeners.forEach((listener) => listener());
}

/**
 * Shows the app in `locale`: every catalogue already in use loads first, so the page changes
 * language at once and completely, never word by word.
 */
export async function showLanguage(locale: Locale): Promise<void> {
  await loadCatalogues(locale);
  show(locale);
}

/**
 * A lazily loaded module, once the words of its catalogues (defined as it loaded) have arrived in
 * the language shown: a lazy page or part of the shell then shows in that language at once. Words
 * that fail to arrive show in English, which beats no page.
 */
export async function withWords<T>(module: Promise<T>): Promise<T> {
  const loaded = await module;
  await loadCatalogues(activeLocale()).catch((error: unknown) =>
    console.error('The words of this part could not be loaded; showing English.', error),
  );
  return loaded;
}

/** Remembers `locale` as the customer's choice on this device and shows it (in every tab). */
export async function chooseLanguage(locale: Locale): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // Storage blocked: this tab still changes; the cookie below still tells the sign-in pages.
  }
  const cookie = setCookie(LANGUAGE_KEY, locale, {
    expires: COOKIE_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  }).catch((error: unknown) => console.error('The language cookie could not be written.', error));
  await Promise.all([cookie, showLanguage(locale)]);
}

/** Follows a choice made in another tab. Call once at start-up. */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== LANGUAGE_KEY && event.key !== null) return;
    const chosen = readLanguageChoice(window.localStorage);
    if (chosen && chosen !== activeLocale()) void showLanguage(chosen);
  });
}

/** Calls `listener` whenever the language shown changes; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const subscribe = onLanguageChange;

/** The language shown now, re-rendering when it changes (the app's LocaleContext provider). */
export function useShownLanguage(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
