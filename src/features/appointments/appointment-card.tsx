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
import { LOAD_ERRORS, STATUS_LABELS, TYPE_LABELS } from './messages';
import { useWorkOrders } from './queries';
import { formatDay, formatWindowTime, ZONE_NAME } from '../../lib/dates/denver-time';

function WorkOrders({ orderId }: { orderId: string }) {
  const workOrders = useWorkOrders(orderId);
  return (
    <div className="appointment-card__work">
      <h4 className="appointment-card__subtitle">Work order</h4>
      <QueryState
        query={workOrders}
        compact
        loadingLabel="Loading the work order"
        errorMessage={LOAD_ERRORS.workOrders}
        isEmpty={(data) => data.workOrders.length === 0}
        empty={<p>No work order for this visit yet.</p>}
      >
        {({ workOrders: list }) =>
          list.map((workOrder) => (
            <div key={workOrder.id} className="work-order">
              <p>
                <strong>{workOrder.id}</strong>: {workOrder.summary}
              </p>
              {workOrder.devices.length > 0 ? (
                <>
                  <p className="work-order__label">Equipment</p>
                  <ul aria-label={`Equipment of ${workOrder.id}`}>
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
                  <p className="work-order__label">What the technician will do</p>
                  <ul aria-label={`Tasks of ${workOrder.id}`}>
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
  const type = TYPE_LABELS[appointment.type];
  const day = formatDay(appointment.windowStart);
  return (
    <article className="shs-panel appointment-card" aria-labelledby={titleId}>
      <header className="appointment-card__header">
        <h3 id={titleId} className="appointment-card__title">
          {type} on {day}
        </h3>
        <span className={`appointment-status appointment-status--${appointment.status}`}>
          {STATUS_LABELS[appointment.status]}
        </span>
      </header>
      <dl className="shs-facts appointment-card__facts">
        <div>
          <dt>Arrival window</dt>
          <dd>
            <time dateTime={appointment.windowStart}>
              {formatWindowTime(appointment.windowStart, appointment.windowEnd)}
            </time>{' '}
            <span className="appointment-card__zone">{ZONE_NAME}</span>
          </dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{appointment.address}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>{appointment.orderId}</dd>
        </div>
        {appointment.technicianName ? (
          <div>
            <dt>Technician</dt>
            <dd>{appointment.technicianName}</dd>
          </div>
        ) : null}
        <div>
          <dt>Technician note</dt>
          <dd>{appointment.technicianNote ?? 'No note.'}</dd>
        </div>
      </dl>
      <WorkOrders orderId={appointment.orderId} />
      {upcoming && appointment.status === 'scheduled' ? (
        <div className="appointment-card__actions">
          <Link
            className={buttonClassName()}
            to={href.appointmentReschedule(appointment.id)}
            aria-label={`Reschedule: ${type.toLowerCase()} on ${day}`}
          >
            Reschedule
          </Link>
          <Button
            variant="secondary"
            onClick={() => downloadIcs(appointment)}
            aria-label={`Add to calendar: ${type.toLowerCase()} on ${day}`}
          >
            Add to calendar
          </Button>
        </div>
      ) : null}
    </article>
  );
}
