// What pages and the shell reach the app's singletons through.
import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '../../lib/shared/config';
import type { Session } from './session';

/** The app's configured services. */
export interface AppServices {
  config: RuntimeConfig | null;
  session: Session;
}

export const AppServicesContext = createContext<AppServices | null>(null);

/** The app's services; throws outside the providers. */
export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices is used outside <AppProviders>.');
  return services;
}
