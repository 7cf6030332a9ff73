// Context providers around the router: the app's services. TanStack Query's provider sits on
// the data layout route (data-layout.tsx), so the query library is not part of the first load.
import type { ReactNode } from 'react';
import { AppServicesContext, type AppServices } from './app-context';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  services: AppServices;
  children: ReactNode;
}

export function AppProviders({ services, children }: AppProvidersProps) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}
