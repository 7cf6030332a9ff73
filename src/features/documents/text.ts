// The words of the Documents area (spec 2.1 /documents; the rules of issue 12), in every locale
// (ADR 015). The page title is in the page titles (lib/routing/page-titles.ts).
import { defineCatalogue, type Translate } from '../../lib/shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const documentsText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});

/** The area's translate function (what useText(documentsText) returns). */
export type DocumentsTranslate = Translate<Extract<keyof typeof source, string>>;
