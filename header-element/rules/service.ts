// Service naming rules (spec 3 "Service" and 4.1).

/** A customer's service address as the header receives it (spec 3). */
export interface Service {
  /** 'S-' followed by the service number, e.g. 'S-100200300'. */
  serviceName: string;
  nickName?: string | null;
  streetAddress1?: string | null;
  accountId?: string | null;
  contractSigner?: boolean | null;
  id?: string | null;
}

/** The service number: the part after the dash; a name containing 'S-' is stripped to the number. */
export function serviceNumber(serviceName: string): string {
  const trimmed = serviceName.trim();
  const dash = trimmed.indexOf('-');
  return dash >= 0 ? trimmed.slice(dash + 1) : trimmed;
}

/** The service name with the 'S-' prefix added if it is missing. */
export function withServicePrefix(nameOrNumber: string): string {
  const trimmed = nameOrNumber.trim();
  return trimmed.startsWith('S-') ? trimmed : `S-${trimmed}`;
}

/** Display name: nickName, else streetAddress1, else serviceName. */
export function serviceDisplayName(service: Service): string {
  return service.nickName || service.streetAddress1 || service.serviceName;
}

/** The selected service: the current service name if it is one of them, else the first (the primary). */
export function selectService(
  services: readonly Service[],
  currentServiceName: string | undefined,
): Service | undefined {
  if (currentServiceName) {
    const wanted = withServicePrefix(currentServiceName);
    const match = services.find((s) => withServicePrefix(s.serviceName) === wanted);
    if (match) return match;
  }
  return services[0];
}
