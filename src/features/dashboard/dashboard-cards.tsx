// The dashboard's cards, loaded after the greeting has painted: the dashboard is the first page
// after sign-in, so it sits outside the data layout and its hero needs no query library. The
// cards bring TanStack Query with them and use the app's one query client.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../lib/http/query-client';
import './dashboard-cards.css';
import type { Service } from '../../lib/shared/services';
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
  /** The selected service; without one only help and the smart-home shortcut show. */
  service: Service | undefined;
  /** Slot for the help card's chat launcher (see HelpCard). */
  chatLauncher?: ReactNode;
}

export function DashboardCards({ service, chatLauncher }: DashboardCardsProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {service ? (
        <>
          <BillCard serviceName={service.serviceName} />
          <AutopayCard serviceName={service.serviceName} />
          <VisitCard serviceName={service.serviceName} />
          <ServiceCard service={service} />
        </>
      ) : null}
      <HelpCard chatLauncher={chatLauncher} />
      <SmartHomeShortcut />
    </QueryClientProvider>
  );
}
