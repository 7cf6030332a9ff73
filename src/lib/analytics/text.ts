// The privacy choice's words (the footer's Site Settings), in every locale (ADR 015). What the
// analytics send stays in English whatever the customer reads (page names, ADR 015).
import { defineCatalogue } from '../shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const analyticsText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
