// The error pages' words (spec 6, 8; /error, the 404 page, /account-error), in every locale
// (ADR 015). They load with the error pages, not with the first view.
import { defineCatalogue } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const errorText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** The key of an error page message. */
export type ErrorKey = Extract<keyof typeof source, string>;
