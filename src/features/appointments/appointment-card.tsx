// One visit: kind, status, the Denver date and arrival window with the zone named, address,
// technician note and the work order (devices and tasks). Upcoming visits offer Reschedule
// and Add to calendar.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '../../components/button/button';
import { QueryState } from '../../components/query-state/query-state';
import { href } from '../../lib/routing/paths';
import type { Appointment } from './api';
import { downloadIcs } from './download-ics';
import { useWorkOrders } from './queries';
import { formatDay, formatWindowTime } from '../../lib/dates/denver-time';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { appointmentsText } from './text';

function WorkOrders({ orderId }: { orderId: string }) {
  const workOrders = useWorkOrders(orderId);
  const t = useText(appointmentsText);
  return (
    <div className="appointment-card__work">
      <h4 className="appointment-card__subtitle">{t('work.title')}</h4>
      <QueryState
        query={workOrders}
        compact
        loadingLabel={t('work.loading')}
        errorMessage={t('work.loadError')}
        isEmpty={(data) => data.workOrders.length === 0}
        empty={<p>{t('work.none')}</p>}
      >
        {({ workOrders: list }) =>
          list.map((workOrder) => (
            <div key={workOrder.id} className="work-order">
              <p>
                {richText(t('work.line', { id: workOrder.id, summary: workOrder.summary }), {
                  strong: (chunk) => <strong>{chunk}</strong>,
                })}
              </p>
              {workOrder.devices.length > 0 ? (
                <>
                  <p className="work-order__label">{t('work.equipment')}</p>
                  <ul aria-label={t('work.equipmentLabel', { id: workOrder.id })}>
                    {workOrder.devices.map((device) => (
                      <li key={device.name}>
                        {device.name}
                        {device.quantity > 1 ? ` × ${device.quantity}` : ''}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {workOrder.tasks.length > 0 ? (
                <>
                  <p className="work-order__label">{t('work.tasks')}</p>
                  <ul aria-label={t('work.tasksLabel', { id: workOrder.id })}>
                    {workOrder.tasks.map((task) => (
                      <li key={task}>{task}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ))
        }
      </QueryState>
    </div>
  );
}

/** Props of {@link AppointmentCard}. */
export interface AppointmentCardProps {
  appointment: Appointment;
  upcoming: boolean;
}

export function AppointmentCard({ appointment, upcoming }: AppointmentCardProps) {
  const titleId = useId();
  const t = useText(appointmentsText);
  const type = t(`type.${appointment.type}`);
  const day = formatDay(appointment.windowStart);
  return (
    <article className="shs-panel appointment-card" aria-labelledby={titleId}>
      <header className="appointment-card__header">
        <h3 id={titleId} className="appointment-card__title">
          {t('card.title', { type, day })}
        </h3>
        <span className={`appointment-status appointment-status--${appointment.status}`}>
          {t(`status.${appointment.status}`)}
        </span>
      </header>
      <dl className="shs-facts appointment-card__facts">
        <div>
          <dt>{t('card.window')}</dt>
          <dd>
            <time dateTime={appointment.windowStart}>
              {formatWindowTime(appointment.windowStart, appointment.windowEnd)}
            </time>{' '}
            <span className="appointment-card__zone">{t('zone')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('card.address')}</dt>
          <dd>{appointment.address}</dd>
        </div>
        <div>
          <dt>{t('card.order')}</dt>
          <dd>{appointment.orderId}</dd>
        </div>
        {appointment.technicianName ? (
          <div>
            <dt>{t('card.technician')}</dt>
            <dd>{appointment.technicianName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('card.note')}</dt>
          <dd>{appointment.technicianNote ?? t('card.noNote')}</dd>
        </div>
      </dl>
      <WorkOrders orderId={appointment.orderId} />
      {upcoming && appointment.status === 'scheduled' ? (
        <div className="appointment-card__actions">
          <Link
            className={buttonClassName()}
            to={href.appointmentReschedule(appointment.id)}
            aria-label={t('card.rescheduleLabel', { kind: appointment.type, day })}
          >
            {t('card.reschedule')}
          </Link>
          <Button
            variant="secondary"
            onClick={() => downloadIcs(appointment, t)}
            aria-label={t('card.calendarLabel', { kind: appointment.type, day })}
          >
            {t('card.calendar')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
