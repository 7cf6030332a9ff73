// Pages of the appointments area (spec 2.1 /appointments, reschedule/{id} and /schedule), one
// lazily loaded chunk.
export { AppointmentsPage } from './appointments-page';
export { ReschedulePage } from './reschedule-page';
export { SchedulePage } from './schedule-page';
