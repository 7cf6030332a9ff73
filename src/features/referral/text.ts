// The words of the Refer a Friend area (spec 2.1 /refer-a-friend), in every locale (ADR 015). The
// page title is in the page titles (lib/routing/page-titles.ts).
import { defineCatalogue } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const referralText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
