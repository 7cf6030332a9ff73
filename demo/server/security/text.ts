// The words of the identity side's API (issue 28, ADR 015): what the account centre shows from an
// answer of /api/account and /api/platform (throttle, current password, recent sign-in, email
// code, 2FA, passkeys, verbal password, password rules), in the language of the request. The
// English is the spec's and docs/contracts.md's, verbatim.
import type { Request } from 'express';
import { localeOfRequest, serverCatalogue, type ServerTranslate } from '../i18n/server-text.js';
import type source from './locales/en.json';

/** The catalogue of security/locales/. */
export const securityText = serverCatalogue<typeof source>(import.meta.dirname);

/** A key of that catalogue. */
export type SecurityKey = Parameters<ServerTranslate<Extract<keyof typeof source, string>>>[0];

/** The translate function of a request's language (its Accept-Language, as the account centre sends it). */
export function apiText(req: Pick<Request, 'get' | 'query'>): ServerTranslate<SecurityKey> {
  return securityText.t(localeOfRequest(req));
}
