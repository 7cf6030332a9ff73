// The dashboard's own server data: what needs the customer's attention across all their services
// (the facts; the rules are in attention-rules.ts). The dashboard's list and the navbar's counts
// share this one query. It is always stale, so a payment, a confirmation or a booking made on
// another page shows the next time either of them renders.
import { useQuery } from '@tanstack/react-query';
import { getAttention } from './api';

export const attentionKey = ['dashboard', 'attention'] as const;

export function useAttention(customerId: string) {
  return useQuery({
    queryKey: [...attentionKey, customerId],
    queryFn: ({ signal }) => getAttention({ signal }),
    staleTime: 0,
  });
}
