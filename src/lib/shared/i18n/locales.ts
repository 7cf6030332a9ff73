// The languages the product speaks (issue 28) and how a language tag becomes one of them. Shared by
// the account centre, <shs-header> and the reference backend, so every part picks alike.

/** The locales with catalogues: English (the spec's words, verbatim) and US Spanish. */
export const LOCALES = ['en', 'es'] as const;

/** A locale the product has words for. */
export type Locale = (typeof LOCALES)[number];

/** What is shown when nothing else is known, and where a missing word falls back to. */
export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl locale of each: the customers and their bills are in the US. */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/**
 * Each language's name in its own language (what a language menu lists, so a reader finds theirs
 * whatever the page's language is; never translated).
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** Whether `value` is one of the product's locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale of a language tag (`es`, `es-MX`, `en_GB`, `ES`): its language subtag when the product
 * speaks it, else undefined. Compares text only: no Intl call, which would load locale data.
 */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/** The first of `tags` (most preferred first, like navigator.languages) the product speaks. */
export function pickLocale(tags: readonly (string | null | undefined)[]): Locale {
  for (const tag of tags) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale an Accept-Language header asks for (`es-US,es;q=0.9,en;q=0.8`): its tags by weight,
 * then the first the product speaks.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
  return pickLocale(tags);
}
