// Strings of the appointments area: page titles (spec 2.1) and what the pages say. Tests
// assert them verbatim.

export { APPOINTMENT_TITLES } from './titles';

/** How each kind of visit is named. */
export const TYPE_LABELS = {
  installation: 'Installation',
  service: 'Service visit',
  removal: 'Removal',
} as const;

/** How each status is named. */
export const STATUS_LABELS = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const;

export const LOAD_ERRORS = {
  appointments: 'Failed to get appointments.',
  workOrders: 'Failed to get the work order.',
  availability: 'Failed to get available windows.',
  appointment: 'Failed to get the appointment.',
} as const;

export const APPOINTMENT_TEXT = {
  noService: 'Choose a service in the service selector to see its visits.',
  noUpcoming:
    'No upcoming visits for this service. When you order new equipment or need a technician, your visit appears here.',
  noPast: 'No past visits for this service yet.',
  noWindows:
    'No arrival windows are free in the next 14 days. Please call us at 1-800-555-0199 and we will find a time.',
  chooseWindow: 'Choose an arrival window first.',
  windowTaken:
    'Sorry, that window was just taken by someone else. The list below is up to date: please choose another window.',
  saveFailed: 'Failed to save the appointment.',
  notFound:
    'We could not find an upcoming visit with this reference. It may be over, cancelled or belong to another account.',
  serviceNotFound: 'We could not find this service on your account.',
  rescheduled: (when: string) => `Your visit is rescheduled to ${when}.`,
  booked: (when: string) => `Your installation is booked for ${when}.`,
  bookTitle: 'Book your installation',
  bookLead: (orderId: string) =>
    `Order ${orderId} is confirmed and its installation is not booked yet. Choose a day and an arrival window for the technician.`,
  bookAction: 'Choose a time',
} as const;

/** The window picker's words (window-form.tsx). */
export const PICKER_TEXT = {
  lead: (zone: string) =>
    `Choose a day, then an arrival window: the technician arrives within it. Times are ${zone}.`,
  dayLegend: 'Day',
  windowLegend: (day: string) => `Arrival window on ${day}`,
  windowCount: (count: number) =>
    count === 0 ? 'no windows free' : count === 1 ? '1 window free' : `${count} windows free`,
  windowCountShort: (count: number) =>
    count === 0 ? 'None free' : count === 1 ? '1 window' : `${count} windows`,
  chosen: (day: string, time: string) => `Chosen: ${day}, ${time}.`,
  nothingChosen: 'No window chosen yet.',
} as const;
