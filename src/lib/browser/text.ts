// What the browser's state means to the customer (the colour-scheme choices, the offline notice),
// in every locale (ADR 015).
import { defineCatalogue } from '../shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const browserText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
