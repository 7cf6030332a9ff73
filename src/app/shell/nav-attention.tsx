// The navbar's counts of what needs the customer's action (issue 24): the same facts and rules
// as the dashboard's "Needs your attention", read through the dashboard's one query. Loaded
// after the first view (with TanStack Query), so the first load carries none of it.
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { attentionItems, countsByArea } from '../../features/dashboard/attention-rules';
import { useAttention } from '../../features/dashboard/queries';
import { queryClient } from '../../lib/http/query-client';
import { PATHS } from '../../lib/routing/paths';

/** Counts by navbar path: only the areas a navbar entry leads to. */
export type NavCounts = Partial<Record<string, number>>;

/** Props of {@link NavAttention}. */
export interface NavAttentionProps {
  customerId: string;
  /** Changes whenever the customer moves to another page, so the counts are fresh. */
  pathname: string;
  onCounts: (counts: NavCounts) => void;
}

/**
 * An answer this young is the one the counts would ask for: on a cold dashboard the navbar mounts
 * just after the attention list has been answered, and asking again sent the same request twice.
 */
export const JUST_ANSWERED_MS = 5000;

function Counts({ customerId, pathname, onCounts }: NavAttentionProps) {
  // Asks on each new page itself (below), so mounting adds no request of its own.
  const attention = useAttention(customerId, { refetchOnMount: false });
  const { refetch } = attention;
  const answeredAt = useRef(attention.dataUpdatedAt);
  answeredAt.current = attention.dataUpdatedAt;
  const mounted = useRef(false);
  // A job finished on one page (a payment, a booking) should lower the count on the next. On
  // mount, an answer that has just come is kept; one on its way is joined, not restarted.
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && Date.now() - answeredAt.current < JUST_ANSWERED_MS) return;
    void refetch({ cancelRefetch: false });
  }, [pathname, refetch]);
  useEffect(() => {
    if (!attention.data) return;
    const counts = countsByArea(attentionItems(attention.data));
    onCounts({ [PATHS.billing]: counts.billing, [PATHS.appointments]: counts.appointments });
  }, [attention.data, onCounts]);
  return null;
}

export function NavAttention(props: NavAttentionProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Counts {...props} />
    </QueryClientProvider>
  );
}
