// The service picked in the shell's service selector (spec 4.1); billing data is per service.
import { useServicesStore } from '../../stores/services-store';
import type { Service } from '../../stores/services';
import { useUserStore } from '../../stores/user-store';

/** The selected service, or null while there is none. */
export function useSelectedService(): Service | null {
  const name = useServicesStore((state) => state.selectedServiceName);
  const service = useUserStore((state) => (name ? state.user?.services.byName[name] : undefined));
  return service ?? null;
}
