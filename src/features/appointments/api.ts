// Calls of the appointments area (spec 7.2: work orders, check availability, save appointment,
// plus the visits of a service and one visit). Paths and payloads: docs/contracts.md,
// "Appointments". Every function takes { signal } so TanStack Query can cancel it.
import { apiClient, type CallOptions } from '../../lib/http/api-client';
import { apiUrl } from '../../lib/http/api-url';
import type {
  Appointment,
  AppointmentLists,
  WorkOrder,
  Availability,
} from '../../contracts/appointments';

// The payload types live in src/contracts, shared with the reference server.
export type * from '../../contracts/appointments';

/** What a booking is for: moving a visit, or the first installation of a service. */
export type Booking = { appointmentId: string } | { serviceName: string };

export function getAppointments(serviceName: string, { signal }: CallOptions = {}) {
  return apiClient().request<AppointmentLists>(apiUrl('accountCentre', '/appointments'), {
    query: { serviceName },
    signal,
  });
}

export function getAppointment(id: string, { signal }: CallOptions = {}) {
  return apiClient().request<Appointment>(
    apiUrl('accountCentre', `/appointments/${encodeURIComponent(id)}`),
    {
      signal,
    },
  );
}

export function getWorkOrders(orderId: string, { signal }: CallOptions = {}) {
  return apiClient().request<{ orderId: string; workOrders: WorkOrder[] }>(
    apiUrl('accountCentre', '/work-orders'),
    { query: { orderId }, signal },
  );
}

export function checkAvailability(booking: Booking, { signal }: CallOptions = {}) {
  return apiClient().request<Availability>(apiUrl('accountCentre', '/check-availability'), {
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
  return apiClient().request<Appointment>(apiUrl('accountCentre', '/save-appointment'), {
    method: 'POST',
    body: { ...booking, windowStart },
    signal,
  });
}
