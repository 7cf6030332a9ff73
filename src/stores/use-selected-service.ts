// The service the customer picked in the shell's service selector (spec 4.1). Every area whose
// data is per service reads it through this one hook, so switching services reloads them all.
import type { Service } from '../lib/shared/services';
import { useServicesStore } from './services-store';
import { useUserStore } from './user-store';

/** The selected service, or null while there is none. */
export function useSelectedService(): Service | null {
  const name = useServicesStore((state) => state.selectedServiceName);
  const service = useUserStore((state) => (name ? state.user?.services.byName[name] : undefined));
  return service ?? null;
}
