// Every page's title (spec 2.1) in one small catalogue of the first load: the route table, the
// navbar, the breadcrumbs and the document title need them before any area's code has arrived,
// and each page's heading uses the same words. Route handles hold the key, not the words.
import { defineCatalogue } from '../shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const pageTitles = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** The key of a page title: what a route handle's `crumb` and navbar entry name. */
export type PageTitle = keyof typeof source;
