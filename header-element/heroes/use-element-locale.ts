// The hero element's language, kept current: its `lang` attribute, else the page's <html lang>,
// else English (../locale.ts), re-read whenever either changes (the account centre changes
// <html lang> when the customer switches language, without a reload).
import { useEffect, useState } from 'react';
import type { Locale } from '../../src/lib/shared/i18n/locales';
import { elementLocale } from '../locale';

/** `element`'s locale (elementLocale), following its `lang` and the page's. */
export function useElementLocale(element: Element | undefined): Locale {
  const [locale, setLocale] = useState(() => elementLocale(element?.getAttribute('lang')));
  useEffect(() => {
    if (!element) return;
    const update = () => setLocale(elementLocale(element.getAttribute('lang')));
    update(); // a change between the first render and this effect
    const observer = new MutationObserver(update);
    const lang = { attributes: true, attributeFilter: ['lang'] };
    observer.observe(element, lang);
    observer.observe(document.documentElement, lang);
    return () => observer.disconnect();
  }, [element]);
  return locale;
}
