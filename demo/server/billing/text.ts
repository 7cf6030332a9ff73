// The words of billing (issue 28, ADR 015): the billing calls' messages, the payment provider's
// hosted page stand-in, the receipt mail and the statement PDF, in locales/<locale>.json.
import { serverCatalogue, type ServerTranslate } from '../i18n/server-text.js';
import type source from './locales/en.json';

/** The billing catalogue. */
export const billingText = serverCatalogue<typeof source>(import.meta.dirname);

/** Billing's translate function of one language. */
export type BillingTranslate = ServerTranslate<Extract<keyof typeof source, string>>;
