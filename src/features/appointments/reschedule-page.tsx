// /appointments/reschedule/{id}: move an upcoming visit to another free arrival window. A past,
// cancelled or unknown id (or someone else's) gets a "not found" state, not an error.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { isUnknownId } from '../../lib/http/not-found';
import { PATHS } from '../../lib/routing/paths';
import type { Appointment } from './api';
import { APPOINTMENT_TEXT, APPOINTMENT_TITLES, LOAD_ERRORS, TYPE_LABELS } from './messages';
import { useNoticeStore } from '../../stores/notice-store';
import { useAppointment } from './queries';
import { formatWindow, ZONE_NAME } from '../../lib/dates/denver-time';
import { WindowPicker } from './window-picker';
import '../../components/page-layout/page-layout';
import './appointments.css';

function isReschedulable(appointment: Appointment): boolean {
  return appointment.status === 'scheduled' && Date.parse(appointment.windowEnd) > Date.now();
}

function BackToAppointments() {
  return (
    <Link className="appointments-back" to={PATHS.appointments}>
      <span aria-hidden="true">←</span>Back to {APPOINTMENT_TITLES.appointments}
    </Link>
  );
}

export function ReschedulePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const appointment = useAppointment(id);
  const missing =
    isUnknownId(appointment.error) ||
    (appointment.data !== undefined && !isReschedulable(appointment.data));

  const saved = (moved: Appointment) => {
    useNoticeStore
      .getState()
      .leave(APPOINTMENT_TEXT.rescheduled(formatWindow(moved.windowStart, moved.windowEnd)));
    void navigate(PATHS.appointments);
  };

  return (
    <>
      <BackToAppointments />
      <h1 className="page-title">{APPOINTMENT_TITLES.reschedule}</h1>
      {missing ? (
        <InlineMessage variant="info">{APPOINTMENT_TEXT.notFound}</InlineMessage>
      ) : (
        <QueryState
          query={appointment}
          loadingLabel="Loading the visit"
          errorMessage={LOAD_ERRORS.appointment}
        >
          {(visit) => (
            <>
              <section className="appointments-section" aria-labelledby="reschedule-current">
                <h2 id="reschedule-current" className="appointments-section__title">
                  Current window
                </h2>
                <p>
                  {TYPE_LABELS[visit.type]} at {visit.address}:{' '}
                  <strong>{formatWindow(visit.windowStart, visit.windowEnd)}</strong>, {ZONE_NAME}.
                </p>
              </section>
              <section className="appointments-section" aria-labelledby="reschedule-new">
                <h2 id="reschedule-new" className="appointments-section__title">
                  Choose a new window
                </h2>
                <WindowPicker
                  booking={{ appointmentId: visit.id }}
                  confirmTitle="Reschedule this visit?"
                  confirmLabel="Reschedule"
                  notFoundText={APPOINTMENT_TEXT.notFound}
                  onSaved={saved}
                />
              </section>
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
