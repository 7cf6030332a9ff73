// Server data of the billing area through TanStack Query: one key per resource and service, so
// a change refreshes exactly what it touched and switching services loads that service's data.
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useUserStore } from '../../stores/user-store';
import {
  getAutopay,
  removePaymentMethod,
  removeSubscriptions,
  setAutopay,
  setDefaultPaymentMethod,
  setInvoicePreferences,
  updateAddress,
  getBillingAddress,
  getCurrentInvoice,
  getDefaultPaymentMethod,
  getFinancing,
  getInvoicePreferences,
  getPaymentMethods,
  getPaymentSession,
  getStatements,
  getSubscriptions,
  getTransactions,
  type TransactionFilter,
} from './api';
import type { CallOptions } from '../../lib/http/api-client';
import { noneOn404 } from '../../lib/http/not-found';

/** Query keys of the billing area; `billingKeys.service(name)` covers all of one service. */
export const billingKeys = {
  service: (serviceName: string) => ['billing', serviceName] as const,
  invoice: (serviceName: string) => ['billing', serviceName, 'invoice'] as const,
  methods: (serviceName: string) => ['billing', serviceName, 'payment-methods'] as const,
  /** Under `methods`: refreshing the cards refreshes the default card too. */
  defaultMethod: (serviceName: string) =>
    ['billing', serviceName, 'payment-methods', 'default'] as const,
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

export const usePaymentMethods = serviceQuery(billingKeys.methods, getPaymentMethods);
export const useAutopay = serviceQuery(billingKeys.autopay, getAutopay);
export const useInvoicePreferences = serviceQuery(billingKeys.preferences, getInvoicePreferences);
export const useSubscriptions = serviceQuery(billingKeys.subscriptions, getSubscriptions);
/** The financing plan; `data` is null when the service has none (a 404). */
export const useFinancing = serviceQuery(billingKeys.financing, noneOn404(getFinancing));
/** The default card (spec 7.2); `data` is null when the service has none (a 404). */
export const useDefaultPaymentMethod = serviceQuery(
  billingKeys.defaultMethod,
  noneOn404(getDefaultPaymentMethod),
);
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

/**
 * After a change of this service's billing (a save, a payment, a new card): every billing read of
 * the service is asked again wherever it shows (the dashboard's cards too), except the payment
 * session that reported it and `saved`, whose answer the save itself put in the cache.
 */
export function refreshBilling(client: QueryClient, serviceName: string, saved?: QueryKey) {
  void client.invalidateQueries({
    queryKey: billingKeys.service(serviceName),
    predicate: ({ queryKey }) => queryKey[2] !== 'session' && queryKey[2] !== saved?.[2],
  });
}

/** The mutation of one resource of a service: the answer is the new value of `savedKey`. */
function serviceSave<V, T>(
  savedKey: (serviceName: string) => QueryKey,
  save: (serviceName: string, value: V) => Promise<T>,
) {
  return function useServiceSave(serviceName: string) {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (value: V) => save(serviceName, value),
      onSuccess: (saved) => {
        client.setQueryData(savedKey(serviceName), saved);
        refreshBilling(client, serviceName, savedKey(serviceName));
      },
    });
  };
}

/** Paperless billing on or off (PATCH invoice-preferences). */
export const useSavePaperless = serviceSave(billingKeys.preferences, setInvoicePreferences);
/** Autopay on with a card, or off. */
export const useSaveAutopay = serviceSave(billingKeys.autopay, setAutopay);
/** Makes a saved card the default (answers the new list of cards). */
export const useMakeDefaultCard = serviceSave(billingKeys.methods, setDefaultPaymentMethod);
/** Removes a saved card (answers the new list of cards). */
export const useRemoveCard = serviceSave(billingKeys.methods, removePaymentMethod);
/** Removes subscriptions (answers the new list, with their end dates). */
export const useRemoveSubscriptions = serviceSave(billingKeys.subscriptions, removeSubscriptions);
/** Saves the billing address. */
export const useSaveAddress = serviceSave(billingKeys.address, updateAddress);
