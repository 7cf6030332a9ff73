// "Book your installation" on Appointments: the selected service has a confirmed order and no
// installation visit yet, so the next job is choosing when the technician comes (issue 24).
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { href } from '../../lib/routing/paths';
import { APPOINTMENT_TEXT } from './messages';

/** Props of {@link BookInstallation}. */
export interface BookInstallationProps {
  serviceName: string;
  /** The confirmed order the installation is for. */
  orderId: string;
}

export function BookInstallation({ serviceName, orderId }: BookInstallationProps) {
  return (
    <section className="appointments-section appointments-book" aria-labelledby="appointments-book">
      <h2 id="appointments-book" className="appointments-section__title">
        {APPOINTMENT_TEXT.bookTitle}
      </h2>
      <p>{APPOINTMENT_TEXT.bookLead(orderId)}</p>
      <Link className={buttonClassName()} to={href.schedule(serviceName)}>
        {APPOINTMENT_TEXT.bookAction}
      </Link>
    </section>
  );
}
