// Client-side checks run before anything is sent, mirroring the server's rules
// (docs/contracts.md) so the customer learns what to fix without a round trip.
import { VALIDATION, VERBAL_PASSWORD_LENGTH } from '../messages';

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
export function emailError(value: string, current?: string): string | undefined {
  const email = value.trim();
  if (!email) return VALIDATION.emailRequired;
  if (!EMAIL.test(email)) return VALIDATION.emailInvalid;
  if (current && email.toLowerCase() === current.toLowerCase()) return VALIDATION.emailUnchanged;
  return undefined;
}

/** Checks a new mobile number against the current one (compared digit for digit). */
export function mobileError(value: string, current?: string): string | undefined {
  if (!value.trim()) return VALIDATION.phoneRequired;
  const digits = phoneDigits(value);
  if (!digits) return VALIDATION.phoneInvalid;
  if (current && digits === current.replace(/\D/g, '')) return VALIDATION.phoneUnchanged;
  return undefined;
}

/** The current password only has to be present; the server judges it. */
export function currentPasswordError(value: string): string | undefined {
  return value ? undefined : VALIDATION.currentPasswordRequired;
}

/** The emergency-contact form's fields. */
export interface ContactDraft {
  name: string;
  phone: string;
  relationship: string;
}

/** Checks an emergency contact (name at most 80, relationship at most 40, 10-digit phone). */
export function contactErrors(draft: ContactDraft): FieldErrors<keyof ContactDraft> {
  const errors: FieldErrors<keyof ContactDraft> = {};
  const name = draft.name.trim();
  const relationship = draft.relationship.trim();
  if (!name) errors.name = VALIDATION.nameRequired;
  else if (name.length > 80) errors.name = VALIDATION.nameTooLong;
  if (!draft.phone.trim()) errors.phone = VALIDATION.contactPhoneRequired;
  else if (!phoneDigits(draft.phone)) errors.phone = VALIDATION.contactPhoneInvalid;
  if (!relationship) errors.relationship = VALIDATION.relationshipRequired;
  else if (relationship.length > 40) errors.relationship = VALIDATION.relationshipTooLong;
  return errors;
}

/** A service nickname: empty clears it, at most 40 characters. */
export function nicknameError(value: string): string | undefined {
  return value.trim().length > 40 ? VALIDATION.nicknameTooLong : undefined;
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
export function verbalPasswordError(value: string): string | undefined {
  const word = tidyVerbalPassword(value);
  if (!word) return VALIDATION.verbalPasswordRequired;
  if (!/^[A-Za-z0-9 ]+$/.test(word)) return VALIDATION.verbalPasswordCharacters;
  if (word.length < VERBAL_PASSWORD_LENGTH.min) return VALIDATION.verbalPasswordTooShort;
  if (word.length > VERBAL_PASSWORD_LENGTH.max) return VALIDATION.verbalPasswordTooLong;
  return undefined;
}

/** True when the object has no messages. */
export function isValid(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).every((message) => !message);
}
