// Client-side checks run before anything is sent, mirroring the server's rules
// (docs/contracts.md) so the customer learns what to fix without a round trip. Each check words
// its problem with the translate function it is given (the page's, in the reader's language).
import {
  CONTACT_NAME_MAX,
  NICKNAME_MAX,
  RELATIONSHIP_MAX,
  VERBAL_PASSWORD_LENGTH,
} from '../limits';
import type { ProfileTranslate } from '../text';

/** Field name -> message, only for the fields that are wrong. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// One @, something on both sides, a dot in the domain, no spaces: what a person can check by eye.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// The server drops spaces, dashes, dots and brackets; anything else is not a phone number.
const PHONE_PUNCTUATION = /^[\d\s().-]*$/;

/** The ten digits of a phone number typed with optional punctuation, or null. */
export function phoneDigits(input: string): string | null {
  if (!PHONE_PUNCTUATION.test(input)) return null;
  const digits = input.replace(/\D/g, '');
  return digits.length === 10 ? digits : null;
}

/** Checks a new email address against the current one. */
export function emailError(
  t: ProfileTranslate,
  value: string,
  current?: string,
): string | undefined {
  const email = value.trim();
  if (!email) return t('validation.emailRequired');
  if (!EMAIL.test(email)) return t('validation.emailInvalid');
  if (current && email.toLowerCase() === current.toLowerCase())
    return t('validation.emailUnchanged');
  return undefined;
}

/** Checks a new mobile number against the current one (compared digit for digit). */
export function mobileError(
  t: ProfileTranslate,
  value: string,
  current?: string,
): string | undefined {
  if (!value.trim()) return t('validation.phoneRequired');
  const digits = phoneDigits(value);
  if (!digits) return t('validation.phoneInvalid');
  if (current && digits === current.replace(/\D/g, '')) return t('validation.phoneUnchanged');
  return undefined;
}

/** The current password only has to be present; the server judges it. */
export function currentPasswordError(t: ProfileTranslate, value: string): string | undefined {
  return value ? undefined : t('currentPasswordRequired');
}

/** The emergency-contact form's fields. */
export interface ContactDraft {
  name: string;
  phone: string;
  relationship: string;
}

/** Checks an emergency contact (name at most 80, relationship at most 40, 10-digit phone). */
export function contactErrors(
  t: ProfileTranslate,
  draft: ContactDraft,
): FieldErrors<keyof ContactDraft> {
  const errors: FieldErrors<keyof ContactDraft> = {};
  const name = draft.name.trim();
  const relationship = draft.relationship.trim();
  if (!name) errors.name = t('validation.nameRequired');
  else if (name.length > CONTACT_NAME_MAX)
    errors.name = t('validation.nameTooLong', { max: CONTACT_NAME_MAX });
  if (!draft.phone.trim()) errors.phone = t('validation.contactPhoneRequired');
  else if (!phoneDigits(draft.phone)) errors.phone = t('validation.contactPhoneInvalid');
  if (!relationship) errors.relationship = t('validation.relationshipRequired');
  else if (relationship.length > RELATIONSHIP_MAX)
    errors.relationship = t('validation.relationshipTooLong', { max: RELATIONSHIP_MAX });
  return errors;
}

/** A service nickname: empty clears it, at most 40 characters. */
export function nicknameError(t: ProfileTranslate, value: string): string | undefined {
  return value.trim().length > NICKNAME_MAX
    ? t('validation.nicknameTooLong', { max: NICKNAME_MAX })
    : undefined;
}

/** An authenticator code: exactly six digits (spaces typed between groups are ignored). */
export function normaliseCode(value: string): string | null {
  const code = value.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * A verbal password as the server compares it: spaces at the ends dropped and runs of spaces
 * made one (it is said aloud, so spacing carries nothing).
 */
export function tidyVerbalPassword(value: string): string {
  return value.trim().replace(/ {2,}/g, ' ');
}

/** Checks a verbal password: 4 to 32 characters of letters A-Z, digits 0-9 and spaces. */
export function verbalPasswordError(t: ProfileTranslate, value: string): string | undefined {
  const { min, max } = VERBAL_PASSWORD_LENGTH;
  const word = tidyVerbalPassword(value);
  if (!word) return t('validation.verbalPasswordRequired');
  if (!/^[A-Za-z0-9 ]+$/.test(word)) return t('validation.verbalPasswordCharacters');
  if (word.length < min) return t('validation.verbalPasswordTooShort', { min });
  if (word.length > max) return t('validation.verbalPasswordTooLong', { max });
  return undefined;
}

/** True when the object has no messages. */
export function isValid(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).every((message) => !message);
}
