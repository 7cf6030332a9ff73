// Calls of order and sale confirmation (spec 7.2: order confirmation GET/POST with id and
// channel; confirmation GET/POST with orderId). Paths and payloads: docs/contracts.md, "Orders".
import { apiClient } from '../../lib/http/api-client';
import { getRuntimeConfig } from '../../lib/shared/config';
import type { OrderConfirmation, SaleConfirmation } from '../../contracts/orders';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/orders';

/** Cancellation for one call. */
export interface CallOptions {
  signal?: AbortSignal;
}

function account(path: string): string {
  const url = getRuntimeConfig()?.api?.accountCentre;
  if (!url) throw new Error('config.json has no api.accountCentre base URL.');
  return `${url}${path}`;
}

export function getOrderConfirmation(id: string, channel: string, { signal }: CallOptions = {}) {
  return apiClient().request<OrderConfirmation>(account('/order-confirmation'), {
    query: { id, channel },
    signal,
  });
}

export function confirmOrder(id: string, channel: string, { signal }: CallOptions = {}) {
  return apiClient().request<OrderConfirmation>(account('/order-confirmation'), {
    method: 'POST',
    query: { id, channel },
    signal,
  });
}

export function getSaleConfirmation(orderId: string, { signal }: CallOptions = {}) {
  return apiClient().request<SaleConfirmation>(account('/confirmation'), {
    query: { orderId },
    signal,
  });
}

export function acceptSale(
  orderId: string,
  body: { fullName: string; agreed: boolean },
  { signal }: CallOptions = {},
) {
  return apiClient().request<SaleConfirmation>(account('/confirmation'), {
    method: 'POST',
    query: { orderId },
    body,
    signal,
  });
}
