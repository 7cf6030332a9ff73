// Server data of order and sale confirmation through TanStack Query: the reads, and the two saves
// (confirm an order, accept a sale) with what each changes in the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/http/api-client';
import {
  acceptSale,
  confirmOrder,
  getOrderConfirmation,
  getSaleConfirmation,
  type SaleConfirmation,
} from './api';

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

/** Confirms an order; the answer is the order as it now is. */
export function useConfirmOrder(id: string, channel: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => confirmOrder(id, channel),
    onSuccess: (confirmed) => client.setQueryData(orderKeys.order(id, channel), confirmed),
    onError: (error) => {
      // Confirmed meanwhile (another tab): read the order as it now is.
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: orderKeys.order(id, channel) });
      }
    },
  });
}

/** Accepts a sale with the signer's full name; the answer is the sale as it now is. */
export function useAcceptSale(
  orderId: string,
  page: { onAccepted: () => void; onRefused: (error: ApiError) => void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: { fullName: string; agreed: boolean }) => acceptSale(orderId, answer),
    onSuccess: (accepted: SaleConfirmation) => {
      page.onAccepted();
      client.setQueryData(orderKeys.sale(orderId), accepted);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) page.onRefused(error);
    },
  });
}
