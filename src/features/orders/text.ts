// The words of order and sale confirmation (spec 2.1 /order/{orderId}/{salesChannel} and
// /sales/order/{orderId}; the spec 8 failures), in every locale (ADR 015). The page titles are in
// the page titles (lib/routing/page-titles.ts). Tests assert the English verbatim.
import { defineCatalogue } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const ordersText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
