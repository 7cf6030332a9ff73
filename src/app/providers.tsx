// Context providers around the router: the app's services and TanStack Query's client.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { AppServicesContext, type AppServices } from './app-context';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  services: AppServices;
  children: ReactNode;
}

export function AppProviders({ services, children }: AppProvidersProps) {
  return (
    <AppServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppServicesContext.Provider>
  );
}
