// Spec 7.6: the hidden prechat fields, from the signed-in customer and the selected service.
import type { HiddenPrechatFields } from './esw-api';

/** What the prechat fields are built from (a subset of the stored user). */
export interface PrechatSource {
  email: string;
  customerId: string;
  phoneNumber: string;
  services: {
    byName: Record<string, { serviceName: string; accountId?: string | null }>;
    names: string[];
  };
}

/** The service number of a service name ('S-100200300' -> '100200300'). */
function serviceNumberOf(serviceName: string): string {
  const at = serviceName.indexOf('S-');
  return at >= 0 ? serviceName.slice(at + 2) : serviceName;
}

/** The six hidden fields for `serviceName` (else the primary service). */
export function buildPrechatFields(
  user: PrechatSource,
  serviceName: string | null,
  clientName: string,
): HiddenPrechatFields {
  const name =
    serviceName && user.services.byName[serviceName] ? serviceName : user.services.names[0];
  const service = name ? user.services.byName[name] : undefined;
  return {
    Account_Id: service?.accountId ?? '',
    Contact_Id: user.customerId,
    Service_Id: service ? serviceNumberOf(service.serviceName) : '',
    Phone_Number: user.phoneNumber,
    Login_User: user.email,
    ClientName: clientName,
  };
}
