// Every logged string the spec quotes for the header, in one place (asserted verbatim in tests).
// What the visitor reads is in locales/<locale>.json (text.ts).

/** Strict session check failures (spec 4.1 and 8): the shared commerce-session rule's. */
export {
  SESSION_DATA_MISSING,
  SESSION_EXPIRED,
  SESSION_ID_MISSING,
  SESSION_KEY_MISSING,
} from '../src/lib/shared/messages';

/** Warning for a link override that is not a safe in-app path (spec 2.3 and 8). */
export const INVALID_ROUTE = 'Invalid Route';

/** Reported to error tracking when following a header link fails (spec 8). */
export const LINK_CLICK = 'Link Click';

/** The one console warning when data-config-url cannot be read. */
export function configUnreadable(url: string, reason: string): string {
  return `<shs-header>: could not read the config at ${url} (${reason}); using the attributes and built-in defaults instead.`;
}
