// The session dialogs' words (Session Timeout, spec 2.1; "Confirm it's you", issue 25), in every
// locale (ADR 015). They load with the dialogs.
import { defineCatalogue } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const sessionText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** The key of a session dialog message. */
export type SessionKey = Extract<keyof typeof source, string>;
