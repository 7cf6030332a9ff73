// /appointments: the selected service's upcoming and past technician visits. Switching the
// service in the selector loads that service's visits.
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { useServicesStore } from '../../stores/services-store';
import { AppointmentCard } from './appointment-card';
import { BookInstallation } from './book-installation';
import { APPOINTMENT_TEXT, APPOINTMENT_TITLES, LOAD_ERRORS } from './messages';
import { useNotice } from '../../stores/notice-store';
import { useAppointments } from './queries';
import { ZONE_NAME } from '../../lib/dates/denver-time';
import '../../components/page-layout/page-layout';
import './appointments.css';

export function AppointmentsPage() {
  const serviceName = useServicesStore((state) => state.selectedServiceName);
  const appointments = useAppointments(serviceName);
  const notice = useNotice();

  return (
    <>
      <h1 className="page-title">{APPOINTMENT_TITLES.appointments}</h1>
      {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      <p className="shs-lead">
        Technician visits for {serviceName ?? 'your service'}. Dates and arrival windows are in{' '}
        {ZONE_NAME}.
      </p>
      {serviceName ? (
        <QueryState
          query={appointments}
          loadingLabel="Loading your appointments"
          errorMessage={LOAD_ERRORS.appointments}
        >
          {({ upcoming, past, installationToBook }) => (
            <>
              {installationToBook ? (
                <BookInstallation serviceName={serviceName} orderId={installationToBook.orderId} />
              ) : null}
              <section className="appointments-section" aria-labelledby="appointments-upcoming">
                <h2 id="appointments-upcoming" className="appointments-section__title">
                  Upcoming visits
                </h2>
                {upcoming.length === 0 ? (
                  <p className="shs-lead">{APPOINTMENT_TEXT.noUpcoming}</p>
                ) : (
                  upcoming.map((appointment) => (
                    <AppointmentCard key={appointment.id} appointment={appointment} upcoming />
                  ))
                )}
              </section>
              <section className="appointments-section" aria-labelledby="appointments-past">
                <h2 id="appointments-past" className="appointments-section__title">
                  Past visits
                </h2>
                {past.length === 0 ? (
                  <p className="shs-lead">{APPOINTMENT_TEXT.noPast}</p>
                ) : (
                  past.map((appointment) => (
                    <AppointmentCard
                      key={appointment.id}
                      appointment={appointment}
                      upcoming={false}
                    />
                  ))
                )}
              </section>
            </>
          )}
        </QueryState>
      ) : (
        <p className="shs-lead">{APPOINTMENT_TEXT.noService}</p>
      )}
    </>
  );
}
