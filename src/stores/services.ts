// Service (service address) rules from spec 3 and 4.1.

/** One service address of a customer (spec 3, "Service"). */
export interface Service {
  serviceName: string;
  nickName?: string | null;
  streetAddress1?: string | null;
  accountId?: string;
  contractSigner?: boolean;
  id?: string;
}

/** Services indexed by serviceName, with their order kept (the first is the primary). */
export interface ServicesIndex {
  byName: Record<string, Service>;
  names: string[];
}

/** Builds the index; a repeated serviceName keeps its first position and last data. */
export function indexServices(services: readonly Service[] | null | undefined): ServicesIndex {
  const index: ServicesIndex = { byName: {}, names: [] };
  for (const service of services ?? []) {
    if (!service?.serviceName) continue;
    if (!(service.serviceName in index.byName)) index.names.push(service.serviceName);
    index.byName[service.serviceName] = service;
  }
  return index;
}

/** Spec 3: nickname, else street address, else service name. */
export function serviceDisplayName(service: Service): string {
  return service.nickName?.trim() || service.streetAddress1?.trim() || service.serviceName;
}

/** Spec 3: a name containing `S-` is stripped to the service number after the dash. */
export function serviceNumber(serviceName: string): string {
  return serviceName.includes('S-')
    ? serviceName.slice(serviceName.indexOf('S-') + 2)
    : serviceName;
}

/** Spec 4.1: the primary service is the first in the list. */
export function primaryServiceName(index: ServicesIndex): string | null {
  return index.names[0] ?? null;
}

/** Spec 4.1: the current service name if it is one of the services, else the first. */
export function defaultSelectedService(
  index: ServicesIndex,
  currentServiceName: string | null | undefined,
): string | null {
  if (currentServiceName && currentServiceName in index.byName) return currentServiceName;
  return primaryServiceName(index);
}
