// Spec 7.4 store lookup for the selected service: POST store with the service number, then, when
// the header keeps a valid commerce session for that service (spec 4.1), GET store with the
// session's id in the Sessionid header to confirm which store that session shops in. Loaded on
// demand by use-store-lookup.ts, so none of this is in the first load.
import { create } from 'zustand';
import { webSessionStore } from '../../lib/shared/commerce-session-store';
import { isSessionValid } from '../../lib/shared/commerce-session';
import { apiClient } from '../../lib/http/api-client';
import { configuredApiBase } from '../../lib/http/api-url';
import { getRuntimeConfig } from '../../lib/shared/config';
import { featureOn } from '../../lib/shared/features';
import { readTrid, requestHeaders } from '../../lib/shared/request-headers';
import { serviceNumber } from '../../lib/shared/services';

/** The commerce store of a service (docs/contracts.md, commerce). */
export interface StoreInfo {
  storeId: string;
  serviceNumber: string;
  name: string;
  currency: string;
}

/** What the lookup found for the selected service. */
export interface StoreLookupState {
  serviceNumber: string | null;
  store: StoreInfo | null;
  /** True when GET store with the service's commerce session answered the same store. */
  sessionConfirmed: boolean;
}

export const useStoreLookupStore = create<StoreLookupState>()(() => ({
  serviceNumber: null,
  store: null,
  sessionConfirmed: false,
}));

/** What the lookup uses; tests pass their own. */
export interface StoreLookupDeps {
  fetch: typeof fetch;
  storage: Storage;
}

/** Looks up the store of a service and keeps it in {@link useStoreLookupStore}. */
export async function lookUpStore(
  serviceName: string,
  signal: AbortSignal,
  deps: StoreLookupDeps = { fetch: (...args) => fetch(...args), storage: localStorage },
): Promise<StoreInfo | null> {
  // Commerce switched off (config features.commerce): no store to look up.
  const base = featureOn(getRuntimeConfig(), 'commerce')
    ? configuredApiBase('commerce')
    : undefined;
  if (!base) return null;
  const number = serviceNumber(serviceName);
  // Through the one client: it adds x-trid for store back-end URLs (spec 7.1).
  const store = await apiClient().request<StoreInfo>(`${base}/store`, {
    method: 'POST',
    body: { serviceNumber: number },
    signal,
  });
  let sessionConfirmed = false;
  const session = webSessionStore(deps.storage).get(number);
  if (isSessionValid(session)) {
    // The one client takes no per-call headers; this call runs under its sign-in rules instead
    // and carries the signed-in tokens (spec 7.1): the header now keeps the customer's own
    // (signed-in) session, which the service shows only to its owner.
    const bySession = await apiClient().authorised('GET', async (tokens) => {
      const response = await deps.fetch(`${base}/store`, {
        headers: {
          Accept: 'application/json',
          ...requestHeaders(tokens, readTrid()),
          Sessionid: session.id,
        },
        signal,
      });
      return response.ok ? ((await response.json()) as StoreInfo) : null;
    });
    sessionConfirmed = bySession?.storeId === store.storeId;
  }
  if (!signal.aborted)
    useStoreLookupStore.setState({ serviceNumber: number, store, sessionConfirmed });
  return store;
}
