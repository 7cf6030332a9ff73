// Spec 5 "Analytics capture": what may leave the browser. Skipped: password and hidden fields,
// fields named like card, password or SSN, card-like and social-security-like values; text is
// capped at 255 characters; identify refuses ids that start with the device prefix. The project
// token is the no-personal-data one (spec 3), so fields that hold contact details (email, phone,
// names, addresses, by type, autocomplete hint, name or label) never have their value captured.

/** Spec 9.7: longest text captured. */
export const TEXT_CAP = 255;

/** Prefix of the anonymous per-device ids the analytics library makes up. */
export const DEVICE_ID_PREFIX = '$device:';

/** What a rule needs to know about a form field. */
export interface FieldInfo {
  type?: string | null;
  name?: string | null;
  id?: string | null;
  autocomplete?: string | null;
  /** The field's visible label. */
  label?: string | null;
  value?: string | null;
}

const SENSITIVE_NAME =
  /card|cc-?(num|number|csc|exp)|cvv|cvc|pass(word|wd|code)?|pwd|ssn|social.?sec/i;
const EXCLUDED_TYPES = new Set(['password', 'hidden']);
const PERSONAL_TYPES = new Set(['email', 'tel']);
const PERSONAL_AUTOCOMPLETE = /email|tel|name|address|postal|street|bday|one-time-code|cc-/i;
const PERSONAL_NAME = /name|e-?mail|phone|mobile|address|street|city|zip|postal|birth/i;

/** 13 to 19 digits, possibly grouped with spaces or dashes: looks like a payment card number. */
export function isCardLike(value: string): boolean {
  for (const match of value.matchAll(/\d[\d -]{11,}\d/g)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length >= 13 && digits.length <= 19) return true;
  }
  return false;
}

/** Nine digits as ddd-dd-dddd (dashes or spaces optional): looks like a social security number. */
export function isSsnLike(value: string): boolean {
  return /(^|\D)\d{3}[- ]?\d{2}[- ]?\d{4}($|\D)/.test(value);
}

/** True for values that must never be captured. */
export function isSensitiveValue(value: string): boolean {
  return isCardLike(value) || isSsnLike(value);
}

/** True for fields that are skipped entirely (no event at all). */
export function isExcludedField(field: FieldInfo): boolean {
  if (EXCLUDED_TYPES.has((field.type ?? '').toLowerCase())) return true;
  return [field.name, field.id, field.autocomplete].some(
    (text) => !!text && SENSITIVE_NAME.test(text),
  );
}

/** Text cut to {@link TEXT_CAP} characters. */
export function capText(text: string, cap = TEXT_CAP): string {
  return text.length > cap ? text.slice(0, cap) : text;
}

/**
 * The value of a field that may be captured (capped), or null when it must not be: excluded
 * fields, sensitive values and contact details.
 */
export function capturableValue(field: FieldInfo): string | null {
  if (isExcludedField(field)) return null;
  const value = field.value ?? '';
  if (!value || isSensitiveValue(value)) return null;
  if (PERSONAL_TYPES.has((field.type ?? '').toLowerCase())) return null;
  if (field.autocomplete && PERSONAL_AUTOCOMPLETE.test(field.autocomplete)) return null;
  if ([field.name, field.id, field.label].some((text) => !!text && PERSONAL_NAME.test(text))) {
    return null;
  }
  return capText(value);
}

/** Text describing an element (its label or button text) made safe: null when sensitive. */
export function safeText(text: string | null | undefined): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean || isSensitiveValue(clean)) return null;
  return capText(clean);
}

/** Spec 5: identify refuses ids that start with the device prefix (and empty ids). */
export function canIdentify(id: string | null | undefined): id is string {
  return !!id && !id.startsWith(DEVICE_ID_PREFIX);
}
