// "Book your installation" on Appointments: the selected service has a confirmed order and no
// installation visit yet, so the next job is choosing when the technician comes (issue 24).
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { href } from '../../lib/routing/paths';
import { useText } from '../../lib/shared/i18n/use-text';
import { appointmentsText } from './text';

/** Props of {@link BookInstallation}. */
export interface BookInstallationProps {
  serviceName: string;
  /** The confirmed order the installation is for. */
  orderId: string;
}

export function BookInstallation({ serviceName, orderId }: BookInstallationProps) {
  const t = useText(appointmentsText);
  return (
    <section className="appointments-section appointments-book" aria-labelledby="appointments-book">
      <h2 id="appointments-book" className="appointments-section__title">
        {t('book.title')}
      </h2>
      <p>{t('book.lead', { orderId })}</p>
      <Link className={buttonClassName()} to={href.schedule(serviceName)}>
        {t('book.action')}
      </Link>
    </section>
  );
}
