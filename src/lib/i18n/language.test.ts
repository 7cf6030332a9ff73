// The account centre's language: where a visit starts, a choice remembered for this device and
// the sign-in pages, and src/app/start/theme.js setting <html lang> the same way before first paint.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activeLocale } from '../shared/i18n/active-locale';
import { pageTitles } from '../routing/page-titles';
import {
  chooseLanguage,
  LANGUAGE_KEY,
  readLanguageChoice,
  showLanguage,
  startingLocale,
  takeSignInPageChoice,
  useShownLanguage,
} from './language';

const earlyScript = readFileSync(join(import.meta.dirname, '../../app/start/theme.js'), 'utf8');

/** src/app/start/theme.js's <html lang> for a stored choice and the browser's languages. */
function earlyLang(languages: readonly string[]): string {
  document.documentElement.lang = 'en';
  const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
  try {
    new Function(earlyScript)();
  } finally {
    delete (navigator as { languages?: unknown }).languages;
    if (real) Object.defineProperty(Navigator.prototype, 'languages', real);
  }
  return document.documentElement.lang;
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  Cookies.remove(LANGUAGE_KEY, { path: '/' });
  await showLanguage('en');
});

describe('the language a visit starts in', () => {
  it('is the choice made on this device, whatever the browser says', () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    expect(startingLocale(localStorage, ['en-US'], '')).toBe('es');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(startingLocale(localStorage, ['es-MX'], 'shs-lang=en')).toBe('en');
    expect(takeSignInPageChoice()).toBeUndefined();
  });

  it("is else the browser's first language we speak, else English", () => {
    expect(startingLocale(localStorage, ['fr-FR', 'es-419'], '')).toBe('es');
    expect(startingLocale(localStorage, ['de'], '')).toBe('en');
    localStorage.setItem(LANGUAGE_KEY, 'klingon');
    expect(readLanguageChoice(localStorage)).toBeUndefined();
    expect(startingLocale(localStorage, ['es'], 'shs-lang=xx')).toBe('es');
  });

  it('follows a choice made on the sign-in page (the cookie only), keeps it, and hands it to the session once', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(startingLocale(localStorage, ['en-US'], 'a=1; shs-lang=es')).toBe('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(takeSignInPageChoice()).toBe('es');
    expect(takeSignInPageChoice()).toBeUndefined();
  });

  it('is what src/app/start/theme.js puts in <html lang> before first paint', () => {
    for (const [stored, cookie, languages] of [
      [null, '', ['es-MX', 'en']],
      [null, '', ['fr', 'de']],
      ['en', '', ['es']],
      ['es', '', ['en-US']],
      ['en', 'es', ['en-US']],
      [null, 'es', ['en-US']],
    ] as const) {
      localStorage.clear();
      if (stored) localStorage.setItem(LANGUAGE_KEY, stored);
      if (cookie) Cookies.set(LANGUAGE_KEY, cookie, { path: '/' });
      else Cookies.remove(LANGUAGE_KEY, { path: '/' });
      const early = earlyLang(languages);
      expect(early, `${stored} ${cookie} ${languages.join()}`).toBe(
        startingLocale(localStorage, languages, document.cookie),
      );
      takeSignInPageChoice();
    }
  });
});

describe('choosing a language', () => {
  it('loads the words in use first, then shows the language everywhere at once', async () => {
    const { result } = renderHook(() => useShownLanguage());
    expect(result.current).toBe('en');
    await act(() => chooseLanguage('es'));
    expect(pageTitles.get('es')).toBeDefined();
    expect(result.current).toBe('es');
    expect(activeLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('is remembered on this device and told to the sign-in pages by a cookie', async () => {
    await chooseLanguage('es');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(Cookies.get(LANGUAGE_KEY)).toBe('es');
    await chooseLanguage('en');
    expect(Cookies.get(LANGUAGE_KEY)).toBe('en');
  });
});
