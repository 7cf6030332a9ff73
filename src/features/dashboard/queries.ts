// The dashboard's server data: one query per card part, keyed by service, so each card loads,
// fails and retries on its own and switching services reloads them all.
import { useQuery } from '@tanstack/react-query';
import {
  getAppointments,
  getAttention,
  getAutopay,
  getCurrentInvoice,
  getInvoicePreferences,
  getServiceAddress,
} from './api';

export function useCurrentInvoice(customerId: string, serviceName: string) {
  return useQuery({
    queryKey: ['dashboard', 'current-invoice', customerId, serviceName],
    queryFn: ({ signal }) => getCurrentInvoice(customerId, serviceName, { signal }),
  });
}

export function useAutopay(serviceName: string) {
  return useQuery({
    queryKey: ['dashboard', 'autopay', serviceName],
    queryFn: ({ signal }) => getAutopay(serviceName, { signal }),
  });
}

export function useInvoicePreferences(serviceName: string) {
  return useQuery({
    queryKey: ['dashboard', 'invoice-preferences', serviceName],
    queryFn: ({ signal }) => getInvoicePreferences(serviceName, { signal }),
  });
}

export function useAppointments(serviceName: string) {
  return useQuery({
    queryKey: ['dashboard', 'appointments', serviceName],
    queryFn: ({ signal }) => getAppointments(serviceName, { signal }),
  });
}

export function useServiceAddress(serviceName: string) {
  return useQuery({
    queryKey: ['dashboard', 'service-address', serviceName],
    queryFn: ({ signal }) => getServiceAddress(serviceName, { signal }),
  });
}

/**
 * What needs the customer's attention across all their services (the facts; the rules are in
 * attention-rules.ts). The dashboard and the navbar's counts share this one query; any change a
 * customer makes elsewhere (paying, confirming, booking) is seen on the next visit.
 */
export const attentionKey = ['dashboard', 'attention'] as const;

export function useAttention(customerId: string) {
  return useQuery({
    queryKey: [...attentionKey, customerId],
    queryFn: ({ signal }) => getAttention({ signal }),
    staleTime: 0,
  });
}
