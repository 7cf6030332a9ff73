// The words of the account-data side of the reference backend (issue 28, ADR 015): the messages
// of the account calls (services, appointments, orders, emergency contacts, preferences,
// documents), the monitoring certificate PDF and the smart-home app stand-in, in
// locales/<locale>.json. Billing and the chat have catalogues of their own beside their code.
import { serverCatalogue, type ServerTranslate } from '../i18n/server-text.js';
import type source from './locales/en.json';

/** The account-data catalogue. */
export const accountText = serverCatalogue<typeof source>(import.meta.dirname);

/** The account-data translate function of one language. */
export type AccountTranslate = ServerTranslate<Extract<keyof typeof source, string>>;
