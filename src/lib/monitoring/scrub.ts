// What must never leave the browser in an error report: tokens, emails, phone numbers, card-like
// and SSN-like numbers, and the values of query parameters that carry codes or secrets. Every
// string of an event (message, exception values, breadcrumbs, request, tags, extra data) passes
// through scrubText before the SDK sends it (beforeSend; breadcrumbs with their event).

/** What replaces a removed value. */
export const FILTERED = '[Filtered]';

/** Query parameters whose values are secrets or one-time codes. */
const SECRET_PARAMS =
  /([?&#](?:code|token|access_token|id_token|refresh_token|state|session_state|session|key|password|otp|email|ticket|sig|signature)=)[^&#\s"']*/gi;

const RULES: readonly RegExp[] = [
  // Bearer / Basic credentials.
  /\b(?:Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi,
  // JSON Web Tokens (header.payload.signature, base64url).
  /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g,
  // Emails.
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
  // SSN-like: 123-45-6789 or 123 45 6789.
  /\b\d{3}[- ]\d{2}[- ]\d{4}\b/g,
  // Card-like: 13 to 19 digits, optionally grouped by spaces or dashes.
  /\b(?:\d[ -]?){12,18}\d\b/g,
  // Phone numbers: (303) 555-0123, 303.555.0123, +1 303 555 0123, 3035550123.
  /(?:\+?\d{1,2}[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g,
  // Opaque secrets: long runs of letters AND digits (API keys, session ids, refresh tokens).
  /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g,
];

/** Keys whose values are dropped whatever they hold. */
const SECRET_KEYS =
  /^(pass(word)?|secret|\w*token|authorization|cookie|\w*session\w*|e-?mail|phone|card\w*|ssn|otp|code)$/i;

/** `text` with every secret and personal value replaced by {@link FILTERED}. */
export function scrubText(text: string): string {
  let result = text.replace(SECRET_PARAMS, `$1${FILTERED}`);
  for (const rule of RULES) result = result.replace(rule, FILTERED);
  return result;
}

/** A deep copy of `value` with every string scrubbed and secret-named keys dropped. */
export function scrubValue<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      SECRET_KEYS.test(key) && typeof item !== 'object' ? FILTERED : scrubValue(item, depth + 1);
  }
  return copy as T;
}

/** The parts of a Sentry event that may carry what the customer typed or saw. */
interface ScrubbableEvent {
  message?: string;
  exception?: { values?: { value?: string; type?: string }[] };
  breadcrumbs?: unknown[];
  request?: unknown;
  extra?: unknown;
  tags?: unknown;
  user?: { id?: string | number } & Record<string, unknown>;
  transaction?: string;
}

/**
 * The event with what must not leave the browser removed (the SDK's beforeSend). The user is
 * dropped entirely: an error report needs the route and release, not who saw it.
 */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const copy = { ...event };
  if (copy.message) copy.message = scrubText(copy.message);
  if (copy.transaction) copy.transaction = scrubText(copy.transaction);
  if (copy.exception?.values) {
    copy.exception = {
      ...copy.exception,
      values: copy.exception.values.map((item) => ({
        ...item,
        ...(item.value === undefined ? {} : { value: scrubText(item.value) }),
      })),
    };
  }
  if (copy.breadcrumbs) copy.breadcrumbs = copy.breadcrumbs.map((crumb) => scrubValue(crumb));
  if (copy.request) copy.request = scrubValue(copy.request);
  if (copy.extra) copy.extra = scrubValue(copy.extra);
  if (copy.tags) copy.tags = scrubValue(copy.tags);
  delete copy.user;
  return copy;
}
