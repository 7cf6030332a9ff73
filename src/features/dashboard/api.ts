// Calls the dashboard cards make (docs/contracts.md; billing and appointments calls belong to
// those areas, the dashboard only reads them).
import { apiClient } from '../../lib/http/api-client';
import { getRuntimeConfig } from '../../lib/shared/config';
import type { Autopay, CurrentInvoice, InvoicePreferences } from '../../contracts/billing';
import type { Appointment } from '../../contracts/appointments';
import type { ServiceAddress } from '../../contracts/profile';

// The payload types are the contracts' (src/contracts), shared with the reference server.
export type { Appointment, Autopay, CurrentInvoice, InvoicePreferences, ServiceAddress };

type Call = { signal?: AbortSignal };

function account(path: string): string {
  const base = getRuntimeConfig()?.api?.accountCentre;
  if (!base) throw new Error('config.json has no api.accountCentre base URL.');
  return `${base}${path}`;
}

export function getCurrentInvoice(customerId: string, serviceName: string, { signal }: Call = {}) {
  return apiClient().request<CurrentInvoice>(account('/billing/current-invoice'), {
    query: { customerId, serviceName },
    signal,
  });
}

export function getInvoicePreferences(serviceName: string, { signal }: Call = {}) {
  return apiClient().request<InvoicePreferences>(account('/billing/invoice-preferences'), {
    query: { serviceName },
    signal,
  });
}

export function getAutopay(serviceName: string, { signal }: Call = {}) {
  return apiClient().request<Autopay>(account('/billing/autopay'), {
    query: { serviceName },
    signal,
  });
}

export function getAppointments(serviceName: string, { signal }: Call = {}) {
  return apiClient().request<{ upcoming: Appointment[]; past: Appointment[] }>(
    account('/appointments'),
    { query: { serviceName }, signal },
  );
}

export function getServiceAddress(serviceName: string, { signal }: Call = {}) {
  return apiClient().request<ServiceAddress>(account('/service-address'), {
    query: { serviceName },
    signal,
  });
}
