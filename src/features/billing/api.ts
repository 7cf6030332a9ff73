// Calls of the billing area (spec 7.2; paths and payloads in docs/contracts.md, "Billing").
// Every function takes { signal } so TanStack Query can cancel it; every call is per service.
import { apiClient } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/config';

/** Cancellation for one call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** GET current-invoice. Amounts in cents, dates as YYYY-MM-DD. */
export interface CurrentInvoice {
  serviceName: string;
  amountDueCents: number;
  balanceCents: number;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  status: 'due' | 'paid' | 'overdue';
}

/** A saved card: the server keeps only a token, brand, last four and expiry. */
export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  expired: boolean;
  isDefault: boolean;
  usedByAutopay: boolean;
}

/** GET/PATCH invoice-preferences: paperless billing and where statements go. */
export interface InvoicePreferences {
  optIn: boolean;
  email: string;
}

/** GET/PUT autopay. */
export interface Autopay {
  enabled: boolean;
  paymentMethodId: string | null;
  nextDate: string | null;
  nextAmountCents: number | null;
  paymentMethod: { brand: string; last4: string } | null;
}

/** GET financing-partner. */
export interface FinancingPlan {
  partnerName: string;
  description: string;
  remainingBalanceCents: number;
  monthlyInstallmentCents: number;
}

/** One past statement. */
export interface Statement {
  id: string;
  periodStart: string;
  periodEnd: string;
  issuedOn: string;
  dueDate: string;
  totalCents: number;
}

/** A page of statements, newest first. */
export interface StatementPage {
  items: Statement[];
  total: number;
  page: number;
  pageSize: number;
}

/** Kinds of transaction. */
export type TransactionType = 'payment' | 'charge' | 'credit' | 'refund';

/** A transaction; charges are positive, payments, credits and refunds negative. */
export interface Transaction {
  id: string;
  date: string;
  type: TransactionType;
  description: string;
  amountCents: number;
}

/** The transaction filter (dates inclusive, YYYY-MM-DD; empty means no bound). */
export interface TransactionFilter {
  from: string;
  to: string;
  type: TransactionType | 'all';
}

/** A subscription of the service. */
export interface Subscription {
  id: string;
  featureName: string;
  productName: string;
  priceCents: number;
  renewsOn: string;
  endsOn: string | null;
  status: 'active' | 'ending';
}

/** A postal address. */
export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Spec 3 "Address verification result": Valid=0, Invalid=1, Unknown=2. */
export type AddressVerification =
  | { result: 0; resultName: 'Valid'; address: PostalAddress }
  | { result: 1; resultName: 'Invalid'; message: string }
  | { result: 2; resultName: 'Unknown'; message: string; suggestion: PostalAddress };

/** What a hosted payment page session is for. */
export type PaymentPurpose = 'payment' | 'add-card';

/** The outcome of a hosted page session, read when the customer comes back. */
export interface PaymentSession {
  id: string;
  purpose: PaymentPurpose;
  status: 'open' | 'succeeded' | 'declined' | 'cancelled' | 'expired';
  amountCents: number | null;
  message: string | null;
  confirmationNumber: string | null;
  balanceAfterCents: number | null;
  paymentMethod: { id: string; brand: string; last4: string } | null;
}

/** What "generate payment URL" needs. */
export interface PaymentUrlRequest {
  purpose: PaymentPurpose;
  idempotencyKey: string;
  amountCents?: number;
  paymentMethodId?: string;
  saveCard?: boolean;
}

function billing(path: string): string {
  const url = getRuntimeConfig()?.api?.accountCentre;
  if (!url) throw new Error('config.json has no api.accountCentre base URL.');
  return `${url}/billing${path}`;
}

const get = <T>(path: string, serviceName: string, signal?: AbortSignal, query = {}) =>
  apiClient().request<T>(billing(path), { query: { serviceName, ...query }, signal });

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

export function setDefaultPaymentMethod(serviceName: string, id: string) {
  return apiClient().request<PaymentMethod[]>(
    billing(`/payment-methods/${encodeURIComponent(id)}/default`),
    { method: 'PUT', query: { serviceName } },
  );
}

export function removePaymentMethod(serviceName: string, id: string) {
  return apiClient().request<PaymentMethod[]>(
    billing(`/payment-methods/${encodeURIComponent(id)}`),
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
  return apiClient().request<InvoicePreferences>(billing('/invoice-preferences'), {
    method: 'PATCH',
    query: { serviceName },
    body: { optIn },
  });
}

export function getAutopay(serviceName: string, { signal }: CallOptions = {}) {
  return get<Autopay>('/autopay', serviceName, signal);
}

export function setAutopay(
  serviceName: string,
  body: { enabled: true; paymentMethodId: string; acceptTerms: true } | { enabled: false },
) {
  return apiClient().request<Autopay>(billing('/autopay'), {
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
  return apiClient().request<Subscription[]>(billing('/subscriptions'), {
    method: 'DELETE',
    query: { serviceName },
    body: { ids },
  });
}

export function getBillingAddress(serviceName: string, { signal }: CallOptions = {}) {
  return get<PostalAddress>('/address', serviceName, signal);
}

export function verifyAddress(address: PostalAddress) {
  return apiClient().request<AddressVerification>(billing('/verify-address'), {
    method: 'POST',
    body: address,
  });
}

export function updateAddress(serviceName: string, address: PostalAddress) {
  return apiClient().request<PostalAddress>(billing('/update-address'), {
    method: 'POST',
    query: { serviceName },
    body: address,
  });
}
