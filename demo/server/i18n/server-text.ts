// The reference backend's words (issue 28, ADR 015): the same ICU catalogues as the front end
// (`locales/en.json`, `locales/es.json` beside the code that speaks), compiled here at run time by
// the same library (there is no bundle to keep small), and the rules for which language a request
// or a customer reads. English is the spec's, verbatim.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  isLocale,
  localeOf,
  localeOfAcceptLanguage,
  type Locale,
} from '../../../src/lib/shared/i18n/locales.js';
import { cookieValue } from '../../../src/lib/shared/request-headers.js';

/** The values a message is formatted with. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Formats the message `key` with `values` in one language. */
export type ServerTranslate<K extends string> = (key: K, values?: MessageValues) => string;

/** A catalogue of the backend: the translate function of each language. */
export interface ServerCatalogue<K extends string> {
  t(locale: Locale): ServerTranslate<K>;
}

/**
 * The catalogue in `<dir>/locales/`; `Source` is the English JSON's type (its keys):
 *
 *     import type source from './locales/en.json';
 *     const text = serverCatalogue<typeof source>(import.meta.dirname);
 *     text.t('es')('receipt.subject', { confirmation });
 *
 * Messages compile on first use; a key missing in a language falls back to English (the catalogue
 * test in src/lib/shared/i18n fails on it first).
 */
export function serverCatalogue<Source extends Record<string, string>>(
  dir: string,
): ServerCatalogue<Extract<keyof Source, string>> {
  type K = Extract<keyof Source, string>;
  const sources = new Map<Locale, Record<string, string>>();
  const compiled = new Map<string, (values?: MessageValues) => string>();
  const source = (locale: Locale) => {
    let messages = sources.get(locale);
    if (!messages) {
      messages = JSON.parse(readFileSync(join(dir, 'locales', `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
      sources.set(locale, messages);
    }
    return messages;
  };
  const message = (locale: Locale, key: K) => {
    const id = `${locale}\u0000${key}`;
    let fn = compiled.get(id);
    if (!fn) {
      const own = source(locale)[key];
      const text = own ?? source(DEFAULT_LOCALE)[key];
      if (text === undefined) throw new Error(`No message "${key}" in ${dir}/locales.`);
      const mf = new MessageFormat(own === undefined ? DEFAULT_LOCALE : locale, {
        currency: 'USD',
        strict: false,
      });
      fn = mf.compile(text) as (values?: MessageValues) => string;
      compiled.set(id, fn);
    }
    return fn;
  };
  return { t: (locale) => (key, values) => message(locale, key)(values) };
}

/** The Intl locale of a language (`en-US`, `es-US`): dates and money on the backend's pages. */
export function intlLocale(locale: Locale): string {
  return INTL_LOCALES[locale];
}

/** The name of the cookie the account centre keeps the customer's choice in (language.ts). */
export const LANGUAGE_COOKIE = 'shs-lang';

/** What a request says about the reader's language. */
export interface LanguageHints {
  /** OIDC `ui_locales` (space-separated tags, most preferred first), on the provider's pages. */
  uiLocales?: string | undefined;
  /** The Cookie header. */
  cookie?: string | undefined;
  /** The Accept-Language header. */
  acceptLanguage?: string | undefined;
}

/**
 * The language of a page or an answer: `ui_locales` when the app asked for one (sign-in), else the
 * choice the customer made in this browser (cookie), else the browser's Accept-Language.
 */
export function requestLocale({ uiLocales, cookie, acceptLanguage }: LanguageHints): Locale {
  for (const tag of (uiLocales ?? '').split(/\s+/)) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  const chosen = cookie ? cookieValue(cookie, LANGUAGE_COOKIE) : undefined;
  if (isLocale(chosen)) return chosen;
  return localeOfAcceptLanguage(acceptLanguage);
}

/** The language of an Express request (API calls carry Accept-Language from the account centre). */
export function localeOfRequest(req: {
  get(header: string): string | undefined;
  query?: unknown;
}): Locale {
  const query = (req.query ?? {}) as Record<string, unknown>;
  return requestLocale({
    uiLocales: typeof query.ui_locales === 'string' ? query.ui_locales : undefined,
    cookie: req.get('cookie'),
    acceptLanguage: req.get('accept-language'),
  });
}
