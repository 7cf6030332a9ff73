// /appointments: the selected service's upcoming and past technician visits. Switching the
// service in the selector loads that service's visits.
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { useServicesStore } from '../../stores/services-store';
import { AppointmentCard } from './appointment-card';
import { BookInstallation } from './book-installation';
import { useNotice } from '../../stores/notice-store';
import { useAppointments } from './queries';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { appointmentsText } from './text';
import '../../components/page-layout/page-layout';
import './appointments.css';

export function AppointmentsPage() {
  const serviceName = useServicesStore((state) => state.selectedServiceName);
  const appointments = useAppointments(serviceName);
  const notice = useNotice();
  const t = useText(appointmentsText);
  const title = useText(pageTitles);

  return (
    <>
      <h1 className="page-title">{title('appointments')}</h1>
      {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      <p className="shs-lead">
        {t('page.lead', { service: serviceName ?? t('page.yourService'), zone: t('zone') })}
      </p>
      {serviceName ? (
        <QueryState
          query={appointments}
          loadingLabel={t('page.loading')}
          errorMessage={t('page.loadError')}
        >
          {({ upcoming, past, installationToBook }) => (
            <>
              {installationToBook ? (
                <BookInstallation serviceName={serviceName} orderId={installationToBook.orderId} />
              ) : null}
              <section className="appointments-section" aria-labelledby="appointments-upcoming">
                <h2 id="appointments-upcoming" className="appointments-section__title">
                  {t('page.upcoming')}
                </h2>
                {upcoming.length === 0 ? (
                  <p className="shs-lead">{t('page.noUpcoming')}</p>
                ) : (
                  upcoming.map((appointment) => (
                    <AppointmentCard key={appointment.id} appointment={appointment} upcoming />
                  ))
                )}
              </section>
              <section className="appointments-section" aria-labelledby="appointments-past">
                <h2 id="appointments-past" className="appointments-section__title">
                  {t('page.past')}
                </h2>
                {past.length === 0 ? (
                  <p className="shs-lead">{t('page.noPast')}</p>
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
        <p className="shs-lead">{t('page.noService')}</p>
      )}
    </>
  );
}
