// The navbar's counts of what needs the customer's action (issue 24): the same facts and rules
// as the dashboard's "Needs your attention", read through the dashboard's one query. Loaded
// after the first view (with TanStack Query), so the first load carries none of it.
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
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

function Counts({ customerId, pathname, onCounts }: NavAttentionProps) {
  const attention = useAttention(customerId);
  const { refetch } = attention;
  // A job finished on one page (a payment, a booking) should lower the count on the next.
  useEffect(() => {
    void refetch();
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
