// What signing in, loading the customer and the browser side of passkeys tell the customer (spec
// 8; English verbatim), in every locale (ADR 015). These words are made outside React, when a
// failure happens: authWords() gives them in the language shown at that moment.
import { defineCatalogue, translator, type Translate } from '../shared/i18n/catalogue';
import { activeLocale } from '../shared/i18n/active-locale';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const authText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** The sign-in messages in the language the account centre shows now (call it per failure). */
export function authWords(): Translate<Extract<keyof typeof source, string>> {
  return translator(authText, activeLocale());
}
