// The words of the shared widgets (buttons, dialogs, query states, pagers, inputs…), in every
// locale (ADR 015).
import { defineCatalogue } from '../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const componentsText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
