// The hero elements' own words (carousel controls, the video player), in every locale (issue 28,
// ADR 015). The heroes' content (titles, calls to action, badges) is the content service's and is
// not translated; neither are the logged messages of messages.ts.
import { defineCatalogue } from '../../src/lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const heroText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
