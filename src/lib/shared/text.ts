// The words of the rules the account centre shares with the header (what a customer reads when a
// part is switched off: feature-fallbacks.ts), in every locale (ADR 015).
import { defineCatalogue } from './i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const sharedText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
