// Server data of order and sale confirmation through TanStack Query.
import { useQuery } from '@tanstack/react-query';
import { getOrderConfirmation, getSaleConfirmation } from './api';

/** Query keys of the orders area. */
export const orderKeys = {
  order: (id: string, channel: string) => ['orders', 'order', id, channel] as const,
  sale: (orderId: string) => ['orders', 'sale', orderId] as const,
};

export function useOrderConfirmation(id: string, channel: string) {
  return useQuery({
    queryKey: orderKeys.order(id, channel),
    queryFn: ({ signal }) => getOrderConfirmation(id, channel, { signal }),
    staleTime: 0,
    retry: false,
  });
}

export function useSaleConfirmation(orderId: string) {
  return useQuery({
    queryKey: orderKeys.sale(orderId),
    queryFn: ({ signal }) => getSaleConfirmation(orderId, { signal }),
    staleTime: 0,
    retry: false,
  });
}
