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
  // Mounting asks only when the cached answer is older than a moment (TanStack Query's own
  // staleness check); a request on its way is joined.
  const attention = useAttention(customerId, { staleTime: JUST_ANSWERED_MS });
  const { refetch } = attention;
  const mounted = useRef(false);
  // A job finished on one page (a payment, a booking) should lower the count on the next: every
  // new page after the first asks again, joining a request on its way instead of restarting it.
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
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
