// Calls of the billing area (spec 7.2; paths and payloads in docs/contracts.md, "Billing").
// Every function takes { signal } so TanStack Query can cancel it; every call is per service.
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import type {
  CurrentInvoice,
  PaymentMethod,
  DefaultPaymentMethod,
  InvoicePreferences,
  Autopay,
  FinancingPlan,
  StatementPage,
  TransactionType,
  Transaction,
  Subscription,
  PostalAddress,
  AddressVerification,
  PaymentSession,
  PaymentUrlRequest,
} from '../../contracts/billing';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/billing';

/** The transaction filter (dates inclusive, YYYY-MM-DD; empty means no bound). */
export interface TransactionFilter {
  from: string;
  to: string;
  type: TransactionType | 'all';
}

const get = <T>(path: string, serviceName: string, signal?: AbortSignal, query = {}) =>
  apiClient().request<T>(apiUrl('accountCentre', `/billing${path}`), {
    query: { serviceName, ...query },
    signal,
  });

export function getCurrentInvoice(
  serviceName: string,
  customerId: string | undefined,
  { signal }: CallOptions = {},
) {
  return get<CurrentInvoice>('/current-invoice', serviceName, signal, { customerId });
}

export function getPaymentMethods(serviceName: string, { signal }: CallOptions = {}) {
  return get<PaymentMethod[]>('/payment-methods', serviceName, signal);
}

/** Spec 7.2 "GET default payment method"; answers 404 when the service has no default card. */
export function getDefaultPaymentMethod(serviceName: string, { signal }: CallOptions = {}) {
  return get<DefaultPaymentMethod>('/default-payment-method', serviceName, signal);
}

export function setDefaultPaymentMethod(serviceName: string, id: string) {
  return apiClient().request<PaymentMethod[]>(
    apiUrl('accountCentre', `/billing/payment-methods/${encodeURIComponent(id)}/default`),
    { method: 'PUT', query: { serviceName } },
  );
}

export function removePaymentMethod(serviceName: string, id: string) {
  return apiClient().request<PaymentMethod[]>(
    apiUrl('accountCentre', `/billing/payment-methods/${encodeURIComponent(id)}`),
    { method: 'DELETE', query: { serviceName } },
  );
}

/** Spec 7.2 "generate payment URL": the hosted page's address for this attempt. */
export function generatePaymentUrl(serviceName: string, request: PaymentUrlRequest) {
  return get<{ url: string; sessionId: string }>('/generate-payment-url', serviceName, undefined, {
    purpose: request.purpose,
    idempotencyKey: request.idempotencyKey,
    amountCents: request.amountCents,
    paymentMethodId: request.paymentMethodId,
    saveCard: request.saveCard ? 'true' : undefined,
  });
}

export function getPaymentSession(serviceName: string, id: string, { signal }: CallOptions = {}) {
  return get<PaymentSession>(`/payment-sessions/${encodeURIComponent(id)}`, serviceName, signal);
}

export function getInvoicePreferences(serviceName: string, { signal }: CallOptions = {}) {
  return get<InvoicePreferences>('/invoice-preferences', serviceName, signal);
}

export function setInvoicePreferences(serviceName: string, optIn: boolean) {
  return apiClient().request<InvoicePreferences>(
    apiUrl('accountCentre', '/billing/invoice-preferences'),
    {
      method: 'PATCH',
      query: { serviceName },
      body: { optIn },
    },
  );
}

export function getAutopay(serviceName: string, { signal }: CallOptions = {}) {
  return get<Autopay>('/autopay', serviceName, signal);
}

export function setAutopay(
  serviceName: string,
  body: { enabled: true; paymentMethodId: string; acceptTerms: true } | { enabled: false },
) {
  return apiClient().request<Autopay>(apiUrl('accountCentre', '/billing/autopay'), {
    method: 'PUT',
    query: { serviceName },
    body,
  });
}

export function getFinancing(serviceName: string, { signal }: CallOptions = {}) {
  return get<FinancingPlan>('/financing-partner', serviceName, signal);
}

export function getStatements(
  serviceName: string,
  page: number,
  pageSize: number,
  { signal }: CallOptions = {},
) {
  return get<StatementPage>('/history', serviceName, signal, { page, pageSize });
}

/** A short-lived signed link to a statement's PDF (opened inline or downloaded). */
export function getStatementLink(
  serviceName: string,
  id: string,
  disposition: 'inline' | 'attachment',
) {
  return get<{ url: string; fileName: string }>(
    `/statements/${encodeURIComponent(id)}/link`,
    serviceName,
    undefined,
    { disposition },
  );
}

export function getTransactions(
  serviceName: string,
  filter: TransactionFilter,
  { signal }: CallOptions = {},
) {
  return get<{ items: Transaction[] }>('/transactions', serviceName, signal, {
    from: filter.from || undefined,
    to: filter.to || undefined,
    type: filter.type === 'all' ? undefined : filter.type,
  });
}

export function getSubscriptions(serviceName: string, { signal }: CallOptions = {}) {
  return get<Subscription[]>('/subscriptions', serviceName, signal);
}

export function removeSubscriptions(serviceName: string, ids: string[]) {
  return apiClient().request<Subscription[]>(apiUrl('accountCentre', '/billing/subscriptions'), {
    method: 'DELETE',
    query: { serviceName },
    body: { ids },
  });
}

export function getBillingAddress(serviceName: string, { signal }: CallOptions = {}) {
  return get<PostalAddress>('/address', serviceName, signal);
}

export function verifyAddress(address: PostalAddress) {
  return apiClient().request<AddressVerification>(
    apiUrl('accountCentre', '/billing/verify-address'),
    {
      method: 'POST',
      body: address,
    },
  );
}

export function updateAddress(serviceName: string, address: PostalAddress) {
  return apiClient().request<PostalAddress>(apiUrl('accountCentre', '/billing/update-address'), {
    method: 'POST',
    query: { serviceName },
    body: address,
  });
}
