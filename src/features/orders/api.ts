// Calls of order and sale confirmation (spec 7.2: order confirmation GET/POST with id and
// channel; confirmation GET/POST with orderId). Paths and payloads: docs/contracts.md, "Orders".
import { apiClient } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/config';

/** Cancellation for one call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** One line of an order; amounts are line totals in integer cents. */
export interface OrderItem {
  name: string;
  quantity: number;
  oneTimeCents: number;
  monthlyCents: number;
}

/** The installation visit an order carries (the appointments contract's fields it shows). */
export interface OrderVisit {
  id: string;
  status: 'scheduled' | 'completed' | 'cancelled';
  windowStart: string;
  windowEnd: string;
  address: string;
}

/** GET order confirmation. */
export interface OrderConfirmation {
  id: string;
  salesChannel: string;
  status: 'awaiting_confirmation' | 'confirmed';
  serviceName: string;
  address: string;
  items: OrderItem[];
  oneTimeTotalCents: number;
  monthlyTotalCents: number;
  installation: OrderVisit | null;
  terms: string;
  createdAt: string;
  confirmedAt: string | null;
}

/** GET confirmation: a sale agreement a representative prepared. */
export interface SaleConfirmation {
  orderId: string;
  status: 'awaiting_acceptance' | 'accepted';
  serviceName: string;
  address: string;
  representative: string;
  plan: { name: string; monthlyCents: number; termMonths: number };
  equipment: OrderItem[];
  oneTimeTotalCents: number;
  terms: string;
  createdAt: string;
  acceptedBy: string | null;
  acceptedAt: string | null;
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
