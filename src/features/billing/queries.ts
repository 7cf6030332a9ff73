// Server data of the billing area through TanStack Query: one key per resource and service, so
// a change refreshes exactly what it touched and switching services loads that service's data.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  type TransactionFilter,
} from './api';
import { ApiError } from '../../lib/api-client';

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

export function usePaymentMethods(serviceName: string) {
  return useQuery({
    queryKey: billingKeys.methods(serviceName),
    queryFn: ({ signal }) => getPaymentMethods(serviceName, { signal }),
    ...FRESH,
  });
}

export function useAutopay(serviceName: string) {
  return useQuery({
    queryKey: billingKeys.autopay(serviceName),
    queryFn: ({ signal }) => getAutopay(serviceName, { signal }),
    ...FRESH,
  });
}

export function useInvoicePreferences(serviceName: string) {
  return useQuery({
    queryKey: billingKeys.preferences(serviceName),
    queryFn: ({ signal }) => getInvoicePreferences(serviceName, { signal }),
    ...FRESH,
  });
}

/** The financing plan; `data` is null when the service has none (a 404). */
export function useFinancing(serviceName: string) {
  return useQuery({
    queryKey: billingKeys.financing(serviceName),
    queryFn: async ({ signal }) => {
      try {
        return await getFinancing(serviceName, { signal });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    ...FRESH,
  });
}

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

export function useSubscriptions(serviceName: string) {
  return useQuery({
    queryKey: billingKeys.subscriptions(serviceName),
    queryFn: ({ signal }) => getSubscriptions(serviceName, { signal }),
    ...FRESH,
  });
}

/** The billing address; `data` is null when none is on file (a 404). */
export function useBillingAddress(serviceName: string) {
  return useQuery({
    queryKey: billingKeys.address(serviceName),
    queryFn: async ({ signal }) => {
      try {
        return await getBillingAddress(serviceName, { signal });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
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
