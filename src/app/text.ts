// The account centre shell's own words (the first load: loading screens, navbar, breadcrumbs,
// footer, the last-resort error screen), in every locale (ADR 015). The error pages and the
// session dialogs have catalogues of their own, which load with them.
import { defineCatalogue } from '../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const appText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
