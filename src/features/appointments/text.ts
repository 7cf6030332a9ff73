// The words of the Appointments area (spec 2.1 /appointments, reschedule/{id} and /schedule; the
// window picker and the .ics file), in every locale (ADR 015). The page titles are in the page
// titles (lib/routing/page-titles.ts). Tests assert the English verbatim.
import { defineCatalogue, type Translate } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const appointmentsText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** The area's translate function, for code outside a component (the .ics file's words). */
export type AppointmentsTranslate = Translate<Extract<keyof typeof source, string>>;
