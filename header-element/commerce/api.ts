// Calls to the commerce service (spec 7.4, paths in docs/contracts.md). Anonymous calls are
// allowed; a signed-in header adds its tokens (spec 7.1), and every call carries x-trid.
import { readTrid, requestHeaders } from '../../src/lib/shared/request-headers';
import type { CatalogueCategory } from '../rules/catalogue';
import type { SearchLinkTo } from '../rules/links';
import type { CommerceSession } from '../../src/lib/shared/commerce-session';

/** Commerce info of a session: the session plus its catalogue. */
export interface CommerceInfo extends CommerceSession {
  catalog: { categories: CatalogueCategory[] };
}

/** A search hit (spec 3 "Search result"). */
export interface SearchResult {
  name: string;
  linkTo: SearchLinkTo;
}

/** How calls reach the service. */
export interface CommerceClient {
  base: string;
  /** Bearer access token and id token, when signed in. */
  tokens?: { accessToken: string; idToken: string };
  fetch?: typeof fetch;
}

/** An HTTP failure with the status kept, so callers can tell a missing session (404) apart. */
export class CommerceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(
  client: CommerceClient,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...init.headers,
    // Spec 7.1: the commerce service is a store back-end, so x-trid goes with every call.
    ...requestHeaders(client.tokens, readTrid()),
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await (client.fetch ?? fetch)(client.base.replace(/\/+$/, '') + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  if (!response.ok) {
    let message = `Request failed with status code ${response.status}`;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // keep the generic message
    }
    throw new CommerceError(message, response.status);
  }
  return (await response.json()) as T;
}

/** Creates a session for a service number. */
export function createSession(client: CommerceClient, serviceNumber: string, signal?: AbortSignal) {
  return call<CommerceSession>(client, '/sessions', {
    method: 'POST',
    body: { serviceNumber },
    signal,
  });
}

/** Commerce info (catalogue, cart count) by session id. */
export function getCommerceInfo(client: CommerceClient, sessionId: string, signal?: AbortSignal) {
  return call<CommerceInfo>(client, `/sessions/${encodeURIComponent(sessionId)}`, { signal });
}

/** Header search: results for a trimmed query. */
export function searchCatalogue(client: CommerceClient, query: string, signal?: AbortSignal) {
  return call<SearchResult[]>(client, `/search?q=${encodeURIComponent(query)}`, { signal });
}
