// The account centre's language of the moment, for code outside React that formats or words
// something (dates in lib/dates, money, a failure turned into a message). The app sets it, with
// <html lang>, whenever the customer's language is decided or changed (src/lib/i18n/language.ts);
// components read the same value from LocaleContext. <shs-header> does not use it: each header
// has its own `lang`.
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from './locales';

let active: Locale = DEFAULT_LOCALE;

/** The language the account centre shows now. */
export function activeLocale(): Locale {
  return active;
}

/** The Intl locale of the language shown now (`en-US`, `es-US`). */
export function activeIntlLocale(): string {
  return INTL_LOCALES[active];
}

/** Sets the language shown now (src/lib/i18n/language.ts is the one caller). */
export function setActiveLocale(locale: Locale): void {
  active = locale;
}
