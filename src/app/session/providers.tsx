// Context providers around the router: the app's services. TanStack Query's provider sits on
// the data layout route (data-layout.tsx), so the query library is not part of the first load.
import type { ReactNode } from 'react';
import { useShownLanguage } from '../../lib/i18n/language';
import { LocaleContext } from '../../lib/shared/i18n/use-text';
import { AppServicesContext, type AppServices } from './app-context';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  services: AppServices;
  children: ReactNode;
}

export function AppProviders({ services, children }: AppProvidersProps) {
  // The customer's language, for every component's words and formats (src/lib/i18n/language.ts).
  const locale = useShownLanguage();
  return (
    <LocaleContext.Provider value={locale}>
      <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>
    </LocaleContext.Provider>
  );
}
