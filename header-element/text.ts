// The header's own words (labels, menus, messages), in every locale (issue 28, ADR 015). English is
// bundled with the header, as its words were before; Spanish is a chunk of its own, fetched only
// for a header that speaks it (define.ts waits for it before the first render). The host's words
// (catalogue names, menu and sub nav items) come from the host and are not translated.
import { defineCatalogue } from '../src/lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const headerText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** A key of the header's words. */
export type HeaderKey = Extract<keyof typeof source, string>;
