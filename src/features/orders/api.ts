// Calls of order and sale confirmation (spec 7.2: order confirmation GET/POST with id and
// channel; confirmation GET/POST with orderId). Paths and payloads: docs/contracts.md, "Orders".
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import type { OrderConfirmation, SaleConfirmation } from '../../contracts/orders';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/orders';

export function getOrderConfirmation(id: string, channel: string, { signal }: CallOptions = {}) {
  return apiClient().request<OrderConfirmation>(apiUrl('accountCentre', '/order-confirmation'), {
    query: { id, channel },
    signal,
  });
}

export function confirmOrder(id: string, channel: string, { signal }: CallOptions = {}) {
  return apiClient().request<OrderConfirmation>(apiUrl('accountCentre', '/order-confirmation'), {
    method: 'POST',
    query: { id, channel },
    signal,
  });
}

export function getSaleConfirmation(orderId: string, { signal }: CallOptions = {}) {
  return apiClient().request<SaleConfirmation>(apiUrl('accountCentre', '/confirmation'), {
    query: { orderId },
    signal,
  });
}

export function acceptSale(
  orderId: string,
  body: { fullName: string; agreed: boolean },
  { signal }: CallOptions = {},
) {
  return apiClient().request<SaleConfirmation>(apiUrl('accountCentre', '/confirmation'), {
    method: 'POST',
    query: { orderId },
    body,
    signal,
  });
}
