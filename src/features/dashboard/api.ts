// Calls the dashboard cards make (docs/contracts.md; billing and appointments calls belong to
// those areas, the dashboard only reads them).
import { apiClient } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/config';

type Call = { signal?: AbortSignal };

/** GET billing/current-invoice. */
export interface CurrentInvoice {
  serviceName: string;
  amountDueCents: number;
  balanceCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  status: 'due' | 'paid' | 'overdue';
}

/** GET billing/invoice-preferences. */
export interface InvoicePreferences {
  optIn: boolean;
  email: string;
}

/** GET billing/autopay. */
export interface Autopay {
  enabled: boolean;
  paymentMethodId: string | null;
  nextDate: string | null;
  nextAmountCents: number | null;
}

/** One technician visit (GET appointments). */
export interface Appointment {
  id: string;
  type: 'installation' | 'service' | 'removal';
  status: string;
  /** ISO UTC. */
  windowStart: string;
  /** ISO UTC. */
  windowEnd: string;
  address: string;
  technicianNote: string;
  orderId: string;
}

/** GET service-address. */
export interface ServiceAddress {
  serviceName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

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
