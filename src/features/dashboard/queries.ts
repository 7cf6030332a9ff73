// The dashboard's own server data: what needs the customer's attention across all their services
// (the facts; the rules are in attention-rules.ts). The dashboard's list and the navbar's counts
// share this one query. It is always stale, so a payment, a confirmation or a booking made on
// another page shows the next time either of them renders.
import { useQuery } from '@tanstack/react-query';
import { getAttention } from './api';

export const attentionKey = ['dashboard', 'attention'] as const;

/** Options of {@link useAttention}. */
export interface AttentionOptions {
  /**
   * How long an answer counts as current for this reader: mounting asks the server only when the
   * cached answer is older. 0 (the default): always ask.
   */
  staleTime?: number;
}

export function useAttention(customerId: string, { staleTime = 0 }: AttentionOptions = {}) {
  return useQuery({
    queryKey: [...attentionKey, customerId],
    queryFn: ({ signal }) => getAttention({ signal }),
    staleTime,
  });
}
