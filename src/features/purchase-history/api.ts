// Calls of the Purchase History area (ours: the spec names no call; docs/contracts.md).
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import type { PurchaseHistory } from '../../contracts/purchase-history';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/purchase-history';

export function getPurchaseHistory({ signal }: CallOptions = {}) {
  return apiClient().request<PurchaseHistory>(apiUrl('accountCentre', '/purchase-history'), {
    signal,
  });
}
