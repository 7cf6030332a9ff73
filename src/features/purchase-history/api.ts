// Calls of the Purchase History area (ours: the spec names no call; docs/contracts.md).
import { apiClient } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/config';

/** One order line. */
export interface PurchaseItem {
  name: string;
  quantity: number;
  /** One-time price of the line (quantity included). */
  priceCents: number;
  /** Monthly price of the line, 0 for equipment. */
  monthlyCents: number;
}

/** One past order. */
export interface Purchase {
  orderId: string;
  salesChannel: string;
  serviceName: string;
  orderedAt: string;
  status: string;
  totalCents: number;
  monthlyCents: number;
  items: PurchaseItem[];
}

export function getPurchaseHistory({ signal }: { signal?: AbortSignal } = {}) {
  const base = getRuntimeConfig()?.api?.accountCentre;
  if (!base) throw new Error('config.json has no api.accountCentre base URL.');
  return apiClient().request<{ orders: Purchase[] }>(`${base}/purchase-history`, { signal });
}
