// The spinner's one word, in every locale (ADR 015). Apart from the other widgets' words
// (../text.ts) because the landing page shows a spinner in the first view: the first load carries
// this word, not the whole kit's.
import { defineCatalogue } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const loaderText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
