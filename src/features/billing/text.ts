// The words of the billing area (spec 2.1 /billing and its children; issues 10 and 24), in every
// locale (ADR 015). The page titles are in the page titles (lib/routing/page-titles.ts); messages
// the server sends (an API error's explanation, the hosted page's outcome) come worded by it.
import type { Translate } from '../../lib/shared/i18n/catalogue';
import { defineCatalogue } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const billingText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** A key of the billing words. */
export type BillingKey = Extract<keyof typeof source, string>;

/** The billing words' translate function, for the helpers outside React that word something. */
export type BillingTranslate = Translate<BillingKey>;
