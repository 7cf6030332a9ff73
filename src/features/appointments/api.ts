// Calls of the appointments area (spec 7.2: work orders, check availability, save appointment,
// plus the visits of a service and one visit). Paths and payloads: docs/contracts.md,
// "Appointments". Every function takes { signal } so TanStack Query can cancel it.
import { apiClient } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/config';

/** Cancellation for one call. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Kinds of technician visit. */
export type AppointmentType = 'installation' | 'service' | 'removal';

/** One technician visit (the contract the dashboard's "next visit" card also reads). */
export interface Appointment {
  id: string;
  type: AppointmentType;
  status: 'scheduled' | 'completed' | 'cancelled';
  /** ISO 8601, UTC. */
  windowStart: string;
  windowEnd: string;
  address: string;
  technicianNote: string | null;
  orderId: string;
  /** Added by this area: the service the visit is for, and who comes. */
  serviceName?: string;
  technicianName?: string;
}

/** GET appointments: upcoming soonest first, past newest first. */
export interface AppointmentLists {
  upcoming: Appointment[];
  past: Appointment[];
}

/** What the technician brings and does on a visit. */
export interface WorkOrder {
  id: string;
  appointmentId: string;
  summary: string;
  devices: { name: string; quantity: number }[];
  tasks: string[];
}

/** A free arrival window (ISO 8601, UTC). */
export interface AvailableWindow {
  start: string;
  end: string;
}

/** POST check-availability. */
export interface Availability {
  timeZone: string;
  windows: AvailableWindow[];
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
