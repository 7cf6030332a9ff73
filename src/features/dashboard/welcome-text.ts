// The words of the dashboard's first view (spec 2.1 /dashboard): the welcome hero and the cards'
// placeholder. Apart from the cards' words (text.ts) because this page is the landing page: its
// chunk is preloaded with the first load, and the cards' catalogue, five times larger, arrives
// with the cards' own chunk after the first paint.
import { defineCatalogue } from '../../lib/shared/i18n/catalogue';
import type source from './locales/welcome.en.json';
import en from './locales/welcome.en.json?messages';

export const welcomeText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/welcome.es.json?messages'),
});
