// Calls of the appointments area (spec 7.2: work orders, check availability, save appointment,
// plus the visits of a service and one visit). Paths and payloads: docs/contracts.md,
// "Appointments". Every function takes { signal } so TanStack Query can cancel it.
import { apiClient } from '../../lib/http/api-client';
import { getRuntimeConfig } from '../../lib/shared/config';
import type {
  Appointment,
  AppointmentLists,
  WorkOrder,
  Availability,
} from '../../contracts/appointments';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/appointments';

/** Cancellation for one call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** What a booking is for: moving a visit, or the first installation of a service. */
export type Booking = { appointmentId: string } | { serviceName: string };

function account(path: string): string {
  const url = getRuntimeConfig()?.api?.accountCentre;
  if (!url) throw new Error('config.json has no api.accountCentre base URL.');
  return `${url}${path}`;
}

export function getAppointments(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<AppointmentLists>(account('/appointments'), {
    query: { serviceName },
    signal,
  });
}

export function getAppointment(id: string, { signal }: CallOptions = {}) {
  return apiClient().request<Appointment>(account(`/appointments/${encodeURIComponent(id)}`), {
    signal,
  });
}

export function getWorkOrders(orderId: string, { signal }: CallOptions = {}) {
  return apiClient().request<{ orderId: string; workOrders: WorkOrder[] }>(
    account('/work-orders'),
    { query: { orderId }, signal },
  );
}

export function checkAvailability(booking: Booking, { signal }: CallOptions = {}) {
  return apiClient().request<Availability>(account('/check-availability'), {
    method: 'POST',
    body: booking,
    signal,
  });
}

export function saveAppointment(
  booking: Booking,
  windowStart: string,
  { signal }: CallOptions = {},
) {
  return apiClient().request<Appointment>(account('/save-appointment'), {
    method: 'POST',
    body: { ...booking, windowStart },
    signal,
  });
}
