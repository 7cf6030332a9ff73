// The words of the Purchase History area (spec 2.1 /purchase-history), in every locale (ADR 015).
// The page title is in the page titles (lib/routing/page-titles.ts).
import { defineCatalogue } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const purchaseHistoryText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
