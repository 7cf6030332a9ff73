// Appointment pages (spec 2.1 /appointments and /schedule). Their content arrives with the
// appointments issue; until then each page is its real heading only.
import { APPOINTMENT_TITLES } from './messages';

export function AppointmentsPage() {
  return <h1 className="page-title">{APPOINTMENT_TITLES.appointments}</h1>;
}
export function ReschedulePage() {
  return <h1 className="page-title">{APPOINTMENT_TITLES.reschedule}</h1>;
}
export function SchedulePage() {
  return <h1 className="page-title">{APPOINTMENT_TITLES.schedule}</h1>;
}
