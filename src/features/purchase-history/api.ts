// Calls of the Purchase History area (ours: the spec names no call; docs/contracts.md).
import { apiClient } from '../../lib/http/api-client';
import { getRuntimeConfig } from '../../lib/shared/config';
import type { PurchaseHistory } from '../../contracts/purchase-history';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/purchase-history';

export function getPurchaseHistory({ signal }: { signal?: AbortSignal } = {}) {
  const base = getRuntimeConfig()?.api?.accountCentre;
  if (!base) throw new Error('config.json has no api.accountCentre base URL.');
  return apiClient().request<PurchaseHistory>(`${base}/purchase-history`, { signal });
}
