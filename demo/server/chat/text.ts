// The chat stand-in's words (issue 28, ADR 015): the bot's answers and the messaging API's
// refusals, in locales/<locale>.json. A chat speaks the language it was opened in.
import { serverCatalogue, type ServerTranslate } from '../i18n/server-text.js';
import type source from './locales/en.json';

/** The chat catalogue. */
export const chatText = serverCatalogue<typeof source>(import.meta.dirname);

/** The chat's translate function of one language. */
export type ChatTranslate = ServerTranslate<Extract<keyof typeof source, string>>;
