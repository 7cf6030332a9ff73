// Which language an element of this bundle speaks (<shs-header>, the hero elements): its own `lang`
// attribute, else the page's <html lang>, else English, following a change of either (the account
// centre changes <html lang> when the customer switches language, without a reload: the header
// hears both in hooks/use-host-attributes.ts, the heroes in heroes/use-element-locale.ts). A tag counts
// by its language subtag, compared as text (src/lib/shared/i18n/locales.ts): no Intl call on the
// first render, which would load the browser's locale data and block the host page (ADR 013).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Catalogue } from '../src/lib/shared/i18n/catalogue';
import { DEFAULT_LOCALE, localeOf, type Locale } from '../src/lib/shared/i18n/locales';

/**
 * An element's locale: its own `lang` when it has one, else the page's, else English. An own
 * `lang` the product has no words for shows English, not the page's language.
 */
export function elementLocale(
  ownLang: string | null | undefined,
  page = document.documentElement.lang,
): Locale {
  return localeOf(ownLang?.trim() || page) ?? DEFAULT_LOCALE;
}

/**
 * The locale to show `catalogue`'s words in: `wanted` once its messages are here (loading them if
 * need be), English if they cannot be loaded (offline, a new release). While they load, the
 * language shown so far stays (undefined before the first), so words change language all at once
 * and never show half in one language, half in another.
 */
export function useLoadedLocale<K extends string>(
  catalogue: Catalogue<K>,
  wanted: Locale,
): Locale | undefined {
  const loaded = useSyncExternalStore(
    catalogue.subscribe,
    () => catalogue.get(wanted) !== undefined,
  );
  const [failed, setFailed] = useState<Locale>();
  useEffect(() => {
    if (!loaded)
      catalogue.load(wanted).catch((error: unknown) => {
        console.error(`The ${wanted} words could not be loaded; showing English.`, error);
        setFailed(wanted);
      });
  }, [catalogue, wanted, loaded]);
  const shown = useRef<Locale>(undefined);
  // The same inputs give the same value, so remembering it during render is safe.
  shown.current = loaded ? wanted : failed === wanted ? DEFAULT_LOCALE : shown.current;
  return shown.current;
}
