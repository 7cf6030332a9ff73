// What the account centre does when the API answers with a status that is about the session or
// the service rather than the request (spec 8: 'Statuses 401, 403, 503 and 404 map to the error
// routes'). Pure, so every case is unit-tested; the HTTP client applies it.

/** HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The app's reaction to a failed call. */
export type StatusReaction =
  /** The page shows the failure itself (a form's error, a "not found" card...). */
  | { kind: 'none' }
  /** Try one token refresh, then send the request again. */
  | { kind: 'refresh' }
  /** The session has ended on the server: sign in again, coming back to this page. */
  | { kind: 'sign-in' }
  /** Leave the page for the status's error route. */
  | { kind: 'error-page'; status: 403 | 503 };

/**
 * The reaction to a failed call. 401: one refresh first, then sign-in. 403 and 503 on a read go
 * to the 403 / 503 pages: the page cannot show anything. On a change (POST, PUT...) they stay
 * with the form, because there a 403 is the spec's 'Invalid current password.' and leaving
 * would lose what the customer typed. 404 always stays with the page (a missing record is the
 * page's to explain; the 404 route is for unknown paths).
 */
export function reactionToStatus(
  status: number | undefined,
  method: HttpMethod,
  alreadyRefreshed: boolean,
): StatusReaction {
  if (status === 401) return alreadyRefreshed ? { kind: 'sign-in' } : { kind: 'refresh' };
  if (method !== 'GET') return { kind: 'none' };
  if (status === 403 || status === 503) return { kind: 'error-page', status };
  return { kind: 'none' };
}
