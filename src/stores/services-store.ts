// Spec 4.1: the selected service, remembered across visits as the current service name.
import { create } from 'zustand';
import {
  defaultSelectedService,
  matchServiceName,
  type ServicesIndex,
} from '../lib/shared/services';

const CURRENT_SERVICE_KEY = 'shs.currentServiceName';

function readCurrent(storage: Storage | undefined): string | null {
  try {
    return storage?.getItem(CURRENT_SERVICE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Selected-service state and actions. */
export interface ServicesState {
  selectedServiceName: string | null;
  /** Picks the default for a freshly loaded list of services (spec 4.1). */
  initialise: (services: ServicesIndex) => void;
  /**
   * Selects a service the customer owns, named with or without `S-` (the header always adds
   * it); unknown names are ignored.
   */
  select: (serviceName: string, services: ServicesIndex) => void;
  reset: () => void;
}

/** Creates the store over a storage, so tests can use their own. */
export function createServicesStore(storage: Storage | undefined) {
  return create<ServicesState>()((set) => ({
    selectedServiceName: null,
    initialise: (services) =>
      set({ selectedServiceName: defaultSelectedService(services, readCurrent(storage)) }),
    select: (wanted, services) => {
      const serviceName = matchServiceName(services.names, wanted);
      if (!serviceName) return;
      try {
        storage?.setItem(CURRENT_SERVICE_KEY, serviceName);
      } catch {
        // Storage full or blocked: the selection still holds for this visit.
      }
      set({ selectedServiceName: serviceName });
    },
    reset: () => set({ selectedServiceName: null }),
  }));
}

export const useServicesStore = createServicesStore(
  typeof localStorage === 'undefined' ? undefined : localStorage,
);
