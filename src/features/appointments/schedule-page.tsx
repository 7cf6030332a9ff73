// /schedule/{serviceAddressId}: book the first installation of a service (spec 2.1; the loading
// route sends a customer whose sign-in target was /schedule here for the primary service).
// serviceAddressId is the service's name, with or without 'S-'.
import { useNavigate, useParams } from 'react-router-dom';
import { PATHS } from '../../lib/routing/paths';
import { serviceDisplayName } from '../../lib/shared/services';
import { useServicesStore } from '../../stores/services-store';
import { useUserStore } from '../../stores/user-store';
import type { Appointment } from './api';
import { useNoticeStore } from '../../stores/notice-store';
import { formatWindow } from '../../lib/dates/denver-time';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { appointmentsText } from './text';
import { WindowPicker } from './window-picker';
import '../../components/page-layout/page-layout';
import './appointments.css';

/** 'S-' is added when missing, as service names carry it everywhere else. */
function withPrefix(name: string): string {
  return /^S-/i.test(name) ? `S-${name.slice(2)}` : `S-${name}`;
}

export function SchedulePage() {
  const { serviceAddressId = '' } = useParams();
  const serviceName = withPrefix(serviceAddressId.trim());
  const navigate = useNavigate();
  const services = useUserStore((state) => state.user?.services);
  const service = services?.byName[serviceName];
  const t = useText(appointmentsText);
  const title = useText(pageTitles);

  const saved = (booked: Appointment) => {
    useNoticeStore
      .getState()
      .leave(t('schedule.done', { when: formatWindow(booked.windowStart, booked.windowEnd) }));
    // Show the booked service's visits on /appointments.
    if (services) useServicesStore.getState().select(serviceName, services);
    void navigate(PATHS.appointments);
  };

  return (
    <>
      <h1 className="page-title">{title('appointments.schedule')}</h1>
      <section className="appointments-section" aria-labelledby="schedule-title">
        <h2 id="schedule-title" className="appointments-section__title">
          {service
            ? t('schedule.titleFor', { service: serviceDisplayName(service), serviceName })
            : t('schedule.title')}
        </h2>
        <WindowPicker
          booking={{ serviceName }}
          confirmTitle={t('schedule.confirmTitle')}
          confirmLabel={t('schedule.confirm')}
          notFoundText={t('schedule.notFound')}
          onSaved={saved}
        />
      </section>
    </>
  );
}
