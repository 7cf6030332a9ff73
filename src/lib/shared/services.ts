// Service (service address) rules from spec 3 and 4.1, shared by the account centre and
// <shs-header>: both name, number and display a service the same way.

/** One service address of a customer (spec 3, "Service"). */
export interface Service {
  /** 'S-' followed by the service number, e.g. 'S-100200300'. */
  serviceName: string;
  nickName?: string | null;
  streetAddress1?: string | null;
  accountId?: string | null;
  contractSigner?: boolean | null;
  id?: string | null;
}

/** Services indexed by serviceName, with their order kept (the first is the primary). */
export interface ServicesIndex {
  byName: Record<string, Service>;
  names: string[];
}

const PREFIX = 'S-';

/**
 * Spec 3: the service number. A name with the `S-` prefix is stripped to what follows it;
 * an unprefixed value already is the number. Surrounding blanks never count.
 */
export function serviceNumber(nameOrNumber: string): string {
  const trimmed = nameOrNumber.trim();
  return trimmed.startsWith(PREFIX) ? trimmed.slice(PREFIX.length) : trimmed;
}

/** Spec 4.1: the service name, with the `S-` prefix added when it is missing. */
export function withServicePrefix(nameOrNumber: string): string {
  return PREFIX + serviceNumber(nameOrNumber);
}

/** True when two names (prefixed or not) denote the same service. */
export function sameService(a: string, b: string): boolean {
  return serviceNumber(a) === serviceNumber(b);
}

/** The name in `names` that denotes `wanted` (prefixed or not), or undefined. */
export function matchServiceName(
  names: readonly string[],
  wanted: string | null | undefined,
): string | undefined {
  return wanted?.trim() ? names.find((name) => sameService(name, wanted)) : undefined;
}

/** Spec 3: nickname, else street address, else service name; blank values do not count. */
export function serviceDisplayName(service: Service): string {
  return service.nickName?.trim() || service.streetAddress1?.trim() || service.serviceName;
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

/** Spec 4.1: the primary service is the first in the list. */
export function primaryServiceName(index: ServicesIndex): string | null {
  return index.names[0] ?? null;
}

/**
 * Spec 4.1: the current service name if it is one of the services (with or without `S-`), else
 * the first.
 */
export function defaultSelectedService(
  index: ServicesIndex,
  currentServiceName: string | null | undefined,
): string | null {
  return matchServiceName(index.names, currentServiceName) ?? primaryServiceName(index);
}

/** The same rule over a plain list, as the header receives it. */
export function selectService<T extends Service>(
  services: readonly T[],
  currentServiceName: string | null | undefined,
): T | undefined {
  const wanted = currentServiceName?.trim();
  return (wanted && services.find((s) => sameService(s.serviceName, wanted))) || services[0];
}
