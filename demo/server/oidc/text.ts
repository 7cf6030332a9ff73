// The words of the provider's pages (issue 28, ADR 015): sign-in, code step, passkeys, sign-in
// links, forgot and reset password, sign-out, errors. A page is in the language of its sign-in
// (`ui_locales` of the authorization request, which the account centre sets to its own), else
// the choice in this browser (the `shs-lang` cookie), else Accept-Language. The English is the
// spec's, verbatim.
import type { Request, Response } from 'express';
import {
  LANGUAGE_COOKIE,
  requestLocale,
  serverCatalogue,
  type ServerTranslate,
} from '../i18n/server-text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import type source from './locales/en.json';

/** The catalogue of oidc/locales/. */
export const pageText = serverCatalogue<typeof source>(import.meta.dirname);

/** A key of that catalogue. */
export type PageKey = Extract<keyof typeof source, string>;

/** The translate function of the pages. */
export type PageTranslate = ServerTranslate<PageKey>;

/** `<title>`: "Sign in – Smart Home Security", "Error: Sign in – Smart Home Security". */
export function pageTitle(t: PageTranslate, title: string, error = false): string {
  return `${error ? t('page.error', { title }) : title} – Smart Home Security`;
}

/** What an interaction remembers of its authorization request. */
export interface InteractionParams {
  params?: Record<string, unknown>;
}

/**
 * The language of a provider page: the interaction's `ui_locales` (when there is one) or the
 * page's own `?ui_locales=` (a mailed reset link), then the `shs-lang` cookie, then
 * Accept-Language.
 */
export function interactionLocale(
  req: Pick<Request, 'get' | 'query'>,
  interaction?: InteractionParams,
): Locale {
  const fromInteraction = interaction?.params?.ui_locales;
  const fromQuery = (req.query as Record<string, unknown> | undefined)?.ui_locales;
  const uiLocales = [fromInteraction, fromQuery].filter((v) => typeof v === 'string').join(' ');
  return requestLocale({
    uiLocales,
    cookie: req.get('cookie'),
    acceptLanguage: req.get('accept-language'),
  });
}

/** A year: how long the sign-in page's language choice lasts, like the account centre's. */
const LANGUAGE_COOKIE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Remembers a language chosen on a provider page in the same cookie the account centre sets
 * (src/lib/i18n/language.ts): readable by script, path /, a year, SameSite=Lax.
 */
export function rememberLanguage(res: Response, locale: Locale, secure: boolean): void {
  res.cookie(LANGUAGE_COOKIE, locale, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MS,
    sameSite: 'lax',
    secure,
  });
}
