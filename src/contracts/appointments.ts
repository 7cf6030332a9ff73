// Payloads of the appointment calls (docs/contracts.md, "Appointments"). Types only: the one
// definition the account centre (src/features) and the reference server (demo/server) import.

/** Kinds of technician visit. */
export type AppointmentType = 'installation' | 'service' | 'removal';

/** Where a visit stands. */
export type AppointmentStatus = 'scheduled' | 'completed' | 'cancelled';

/** One technician visit. */
export interface Appointment {
  id: string;
  type: AppointmentType;
  status: AppointmentStatus;
  /** ISO 8601, UTC. */
  windowStart: string;
  windowEnd: string;
  address: string;
  technicianNote: string | null;
  orderId: string;
  /** The service the visit is for, and who comes. */
  serviceName: string;
  technicianName: string;
}

/** `GET /appointments`: upcoming soonest first, past newest first. */
export interface AppointmentLists {
  upcoming: Appointment[];
  past: Appointment[];
  /**
   * The confirmed order whose installation is still to be booked (the service has no
   * installation visit yet), or null: Appointments then offers "Book your installation".
   */
  installationToBook: { orderId: string } | null;
}

/** `GET /work-orders`: what the technician brings and does on a visit. */
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

/** The answer of `POST /check-availability`. */
export interface Availability {
  timeZone: string;
  windows: AvailableWindow[];
}
