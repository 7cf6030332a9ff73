// /appointments/reschedule/{id}: move an upcoming visit to another free arrival window. A past,
// cancelled or unknown id (or someone else's) gets a "not found" state, not an error.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { isUnknownId } from '../../lib/http/not-found';
import { PATHS } from '../../lib/routing/paths';
import type { Appointment } from './api';
import { useNoticeStore } from '../../stores/notice-store';
import { useAppointment } from './queries';
import { formatWindow } from '../../lib/dates/denver-time';
import { pageTitles } from '../../lib/routing/page-titles';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { appointmentsText } from './text';
import { WindowPicker } from './window-picker';
import '../../components/page-layout/page-layout';
import './appointments.css';

function isReschedulable(appointment: Appointment): boolean {
  return appointment.status === 'scheduled' && Date.parse(appointment.windowEnd) > Date.now();
}

function BackToAppointments() {
  const t = useText(appointmentsText);
  const title = useText(pageTitles);
  return (
    <Link className="appointments-back" to={PATHS.appointments}>
      <span aria-hidden="true">←</span>
      {t('reschedule.back', { page: title('appointments') })}
    </Link>
  );
}

export function ReschedulePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const appointment = useAppointment(id);
  const t = useText(appointmentsText);
  const title = useText(pageTitles);
  const missing =
    isUnknownId(appointment.error) ||
    (appointment.data !== undefined && !isReschedulable(appointment.data));

  const saved = (moved: Appointment) => {
    useNoticeStore
      .getState()
      .leave(t('reschedule.done', { when: formatWindow(moved.windowStart, moved.windowEnd) }));
    void navigate(PATHS.appointments);
  };

  return (
    <>
      <BackToAppointments />
      <h1 className="page-title">{title('appointments.reschedule')}</h1>
      {missing ? (
        <InlineMessage variant="info">{t('reschedule.notFound')}</InlineMessage>
      ) : (
        <QueryState
          query={appointment}
          loadingLabel={t('reschedule.loading')}
          errorMessage={t('reschedule.loadError')}
        >
          {(visit) => (
            <>
              <section className="appointments-section" aria-labelledby="reschedule-current">
                <h2 id="reschedule-current" className="appointments-section__title">
                  {t('reschedule.current')}
                </h2>
                <p>
                  {richText(
                    t('reschedule.currentText', {
                      type: t(`type.${visit.type}`),
                      address: visit.address,
                      window: formatWindow(visit.windowStart, visit.windowEnd),
                      zone: t('zone'),
                    }),
                    { strong: (chunk) => <strong>{chunk}</strong> },
                  )}
                </p>
              </section>
              <section className="appointments-section" aria-labelledby="reschedule-new">
                <h2 id="reschedule-new" className="appointments-section__title">
                  {t('reschedule.choose')}
                </h2>
                <WindowPicker
                  booking={{ appointmentId: visit.id }}
                  confirmTitle={t('reschedule.confirmTitle')}
                  confirmLabel={t('reschedule.confirm')}
                  notFoundText={t('reschedule.notFound')}
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
