// Every user-visible or logged string the spec quotes for the header, in one place (asserted verbatim in tests).

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

/** Shown when a search has no hits (spec 8). */
export function noResultsMessage(query: string): string {
  return `No results for '${query}'`;
}

/** Accessible cart label (spec 9.5). */
export function cartLabel(count: number): string {
  return count === 1 ? 'There is 1 item in your cart' : `There are ${count} items in your cart`;
}

/** Shown instead of results when the search call failed (not the same as no hits). */
export const SEARCH_UNAVAILABLE = 'Search is not available right now';

/** Shown in the profile menu when Log In cannot reach the sign-in provider. */
export const SIGN_IN_UNAVAILABLE = 'Sign-in is not available right now. Please try again later.';

/** The one console warning when data-config-url cannot be read. */
export function configUnreadable(url: string, reason: string): string {
  return `<shs-header>: could not read the config at ${url} (${reason}); using the attributes and built-in defaults instead.`;
}
