// What the chat launcher says (spec 1, 4.4, 8: its button, the hours, closed and unavailable), in
// every locale (ADR 015). The console's words (a script that failed to load) stay in messages.ts.
import { defineCatalogue } from '../shared/i18n/catalogue';
import type source from './locales/en.json';
import en from './locales/en.json?messages';

export const chatText = defineCatalogue<typeof source>(en, {
  es: () => import('./locales/es.json?messages'),
});
