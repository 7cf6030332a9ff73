// The dashboard's cards, loaded after the greeting has painted: the dashboard is the first page
// after sign-in, so it sits outside the data layout and its hero needs no query library. The
// cards bring TanStack Query with them and use the app's one query client.
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { queryClient } from '../../lib/http/query-client';
import './dashboard-cards.css';
import type { Service } from '../../lib/shared/services';
import { AttentionCard } from './attention-card';
import './attention.css';
import {
  AutopayCard,
  BillCard,
  HelpCard,
  ServiceCard,
  SmartHomeShortcut,
  VisitCard,
} from './cards';

/** Props of {@link DashboardCards}. */
export interface DashboardCardsProps {
  /** Keys the attention list, which spans all the customer's services. */
  customerId: string;
  /** The selected service; without one only help and the smart-home shortcut show. */
  service: Service | undefined;
}

/**
 * The cards under the top two wait, hidden, until the bill and the attention list have come (or
 * failed), then show below them: the top cards grow when their data arrives, and cards already
 * shown below them were pushed down, out of a phone's screen (0.17 of CLS measured at 412 px,
 * issue 29). Hidden, they still load their own data meanwhile. A top call that hangs holds them
 * back no longer than this.
 */
export const REVEAL_AT_THE_LATEST_MS = 3000;

export function DashboardCards({ customerId, service }: DashboardCardsProps) {
  const [billSettled, setBillSettled] = useState(!service);
  const [attentionSettled, setAttentionSettled] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  const onBillSettled = useCallback(() => setBillSettled(true), []);
  const onAttentionSettled = useCallback(() => setAttentionSettled(true), []);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), REVEAL_AT_THE_LATEST_MS);
    return () => clearTimeout(timer);
  }, []);
  const reveal = timedOut || (billSettled && attentionSettled);
  return (
    <QueryClientProvider client={queryClient}>
      {/* The bill and what needs attention lead: first on a phone, side by side when wide. */}
      <div className="dashboard-top">
        {service ? <BillCard serviceName={service.serviceName} onSettled={onBillSettled} /> : null}
        <AttentionCard customerId={customerId} onSettled={onAttentionSettled} />
      </div>
      <div className="dashboard-rest" hidden={!reveal}>
        {service ? (
          <>
            <AutopayCard serviceName={service.serviceName} />
            <VisitCard serviceName={service.serviceName} />
            <ServiceCard service={service} />
          </>
        ) : null}
        <HelpCard />
        <SmartHomeShortcut />
      </div>
    </QueryClientProvider>
  );
}
