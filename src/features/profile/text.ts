// The words of the Profile & Security area (spec 2.1 /profile and its children, spec 5 and 8, the
// security pages of issues 14, 16, 24 and 25), in every locale (ADR 015). The spec's own messages
// ('Invalid current password.', 'Failed to update nickname.' ...) are kept verbatim in English:
// tests assert them character for character. Page titles are in the page titles
// (lib/routing/page-titles.ts).
import { defineCatalogue, type Translate } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const profileText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** A key of the area's words. */
export type ProfileKey = Extract<keyof typeof source, string>;

/** The area's translate function, for the helpers that word something outside a component. */
export type ProfileTranslate = Translate<ProfileKey>;
