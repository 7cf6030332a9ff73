// The dashboard's cards, loaded after the greeting has painted: the dashboard is the first page
// after sign-in, so it sits outside the data layout and its hero needs no query library. The
// cards bring TanStack Query with them and use the app's one query client.
import { QueryClientProvider } from '@tanstack/react-query';
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

export function DashboardCards({ customerId, service }: DashboardCardsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The bill and what needs attention lead: first on a phone, side by side when wide. */}
      <div className="dashboard-top">
        {service ? <BillCard serviceName={service.serviceName} /> : null}
        <AttentionCard customerId={customerId} />
      </div>
      {service ? (
        <>
          <AutopayCard serviceName={service.serviceName} />
          <VisitCard serviceName={service.serviceName} />
          <ServiceCard service={service} />
        </>
      ) : null}
      <HelpCard />
      <SmartHomeShortcut />
    </QueryClientProvider>
  );
}
