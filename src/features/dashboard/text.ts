// The words of the dashboard's cards (spec 2.1 /dashboard): the cards of issue 12 and
// "Needs your attention", in every locale (ADR 015). The welcome hero's are in welcome-text.ts, the
// page title in the page titles (lib/routing/page-titles.ts). Tests assert the English verbatim.
import { defineCatalogue, type Translate } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const dashboardText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** The dashboard's translate function, for the helpers that word an item (attention-text.ts). */
export type DashboardTranslate = Translate<Extract<keyof typeof source, string>>;
