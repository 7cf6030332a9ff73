// Rules for free text the API stores (names, relationships, nicknames, emails): one Unicode form
// (NFC), and no characters that hide or reorder what a reader sees (Unicode TR 36, 39).
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import { accountText } from './account-text/text.js';

// C0 and C1 control characters (tabs and new lines included: every field here is one line).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
// Embeddings, overrides and isolates that reorder text (the "Trojan Source" characters), and
// the invisible direction marks (LRM, RLM, ALM) that nudge it.
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// Characters that take no space: a value made only of these (and spaces) looks empty.
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff\u180e]/gu;

/**
 * Why a text value is refused, or undefined when it is fine; said in `locale`, with `field` (the
 * field's name, or its description in that language) first.
 */
export function textProblem(
  value: string,
  field: string,
  locale: Locale = 'en',
): string | undefined {
  const t = accountText.t(locale);
  if (CONTROL.test(value)) return t('text.control', { field });
  if (BIDI_CONTROL.test(value)) return t('text.direction', { field });
  if (value.length > 0 && value.replace(INVISIBLE, '') === '') {
    return t('text.invisible', { field });
  }
  return undefined;
}

/** NFC and trimmed: the one form text is compared and stored in. */
export function normaliseText(value: string): string {
  return value.normalize('NFC').trim();
}

/** The login form's email as typed: NFC, trimmed (the API's email rule applies the same). */
export function normaliseEmailInput(value: string): string {
  return normaliseText(value).slice(0, 254);
}
