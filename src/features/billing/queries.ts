// Server data of the billing area through TanStack Query: one key per resource and service, so
// a change refreshes exactly what it touched and switching services loads that service's data.
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useUserStore } from '../../stores/user-store';
import {
  getAutopay,
  getBillingAddress,
  getCurrentInvoice,
  getFinancing,
  getInvoicePreferences,
  getPaymentMethods,
  getPaymentSession,
  getStatements,
  getSubscriptions,
  getTransactions,
  type CallOptions,
  type TransactionFilter,
} from './api';
import { ApiError } from '../../lib/http/api-client';

/** Query keys of the billing area; `billingKeys.service(name)` covers all of one service. */
export const billingKeys = {
  service: (serviceName: string) => ['billing', serviceName] as const,
  invoice: (serviceName: string) => ['billing', serviceName, 'invoice'] as const,
  methods: (serviceName: string) => ['billing', serviceName, 'payment-methods'] as const,
  autopay: (serviceName: string) => ['billing', serviceName, 'autopay'] as const,
  preferences: (serviceName: string) => ['billing', serviceName, 'invoice-preferences'] as const,
  financing: (serviceName: string) => ['billing', serviceName, 'financing'] as const,
  statements: (serviceName: string, page: number) =>
    ['billing', serviceName, 'statements', page] as const,
  transactions: (serviceName: string, filter: TransactionFilter) =>
    ['billing', serviceName, 'transactions', filter] as const,
  subscriptions: (serviceName: string) => ['billing', serviceName, 'subscriptions'] as const,
  address: (serviceName: string) => ['billing', serviceName, 'address'] as const,
  session: (serviceName: string, id: string) => ['billing', serviceName, 'session', id] as const,
};

/** True for a 404 answer: "none" (no financing, no default card), not a failure. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

// Billing changes through payments elsewhere (autopay, another tab): always ask again on open.
const FRESH = { staleTime: 0 } as const;

export function useCurrentInvoice(serviceName: string) {
  const customerId = useUserStore((state) => state.user?.customerId) || undefined;
  return useQuery({
    queryKey: billingKeys.invoice(serviceName),
    queryFn: ({ signal }) => getCurrentInvoice(serviceName, customerId, { signal }),
    ...FRESH,
  });
}

/** The hook of one resource of a service, asked again whenever a page that shows it opens. */
function serviceQuery<T>(
  queryKey: (serviceName: string) => QueryKey,
  get: (serviceName: string, options: CallOptions) => Promise<T>,
) {
  return function useServiceQuery(serviceName: string) {
    return useQuery({
      queryKey: queryKey(serviceName),
      queryFn: ({ signal }) => get(serviceName, { signal }),
      ...FRESH,
    });
  };
}

/** A call whose 404 means "there is none": answers null then instead of failing. */
function noneOn404<T>(get: (serviceName: string, options: CallOptions) => Promise<T>) {
  return async (serviceName: string, options: CallOptions): Promise<T | null> => {
    try {
      return await get(serviceName, options);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };
}

export const usePaymentMethods = serviceQuery(billingKeys.methods, getPaymentMethods);
export const useAutopay = serviceQuery(billingKeys.autopay, getAutopay);
export const useInvoicePreferences = serviceQuery(billingKeys.preferences, getInvoicePreferences);
export const useSubscriptions = serviceQuery(billingKeys.subscriptions, getSubscriptions);
/** The financing plan; `data` is null when the service has none (a 404). */
export const useFinancing = serviceQuery(billingKeys.financing, noneOn404(getFinancing));
/** The billing address; `data` is null when none is on file (a 404). */
export const useBillingAddress = serviceQuery(billingKeys.address, noneOn404(getBillingAddress));

export function useStatements(serviceName: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: billingKeys.statements(serviceName, page),
    queryFn: ({ signal }) => getStatements(serviceName, page, pageSize, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(serviceName: string, filter: TransactionFilter) {
  return useQuery({
    queryKey: billingKeys.transactions(serviceName, filter),
    queryFn: ({ signal }) => getTransactions(serviceName, filter, { signal }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

export function usePaymentSession(serviceName: string, id: string | null) {
  return useQuery({
    queryKey: billingKeys.session(serviceName, id ?? ''),
    queryFn: ({ signal }) => getPaymentSession(serviceName, id ?? '', { signal }),
    enabled: Boolean(id),
    ...FRESH,
  });
}
