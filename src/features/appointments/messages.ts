// Page titles of the appointments area (spec 2.1), including scheduling.
export const APPOINTMENT_TITLES = {
  appointments: 'Appointments',
  reschedule: 'Reschedule Appointment',
  schedule: 'Scheduling',
} as const;
