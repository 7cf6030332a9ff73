// The words of the identity side's mail (issue 28, ADR 015): security notices, password reset,
// email codes, sign-in links. A mail is in the customer's saved language, else in the language
// of the request that caused it. The English is the spec's, verbatim.
import { serverCatalogue } from '../i18n/server-text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import type source from './locales/en.json';

/** The catalogue of mail/locales/. */
export const mailText = serverCatalogue<typeof source>(import.meta.dirname);

/**
 * The language a mail is written in: the one the customer chose (saved on their account), else
 * the one of the request that caused it, else English.
 */
export function mailLocale(saved: Locale | null | undefined, requested?: Locale): Locale {
  return saved ?? requested ?? 'en';
}
