// The HTTP client's failure messages (spec 8, "HTTP client errors"; English verbatim, tests assert
// them character for character), in every locale (ADR 015). They are worded when the error is
// made, outside React, so a failure reads in the language shown at that moment: see httpWords.
import { defineCatalogue, translator, type Translate } from '../shared/i18n/catalogue';
import { activeLocale } from '../shared/i18n/active-locale';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const httpText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** The failure messages in the language the account centre shows now (call it per failure). */
export function httpWords(): Translate<Extract<keyof typeof source, string>> {
  return translator(httpText, activeLocale());
}
