// Page titles of the appointments area (spec 2.1). Kept apart from messages.ts because the route
// table (in the first-load chunk) needs only these; the other strings load with the pages.
export const APPOINTMENT_TITLES = {
  appointments: 'Appointments',
  reschedule: 'Reschedule Appointment',
  schedule: 'Scheduling',
} as const;
