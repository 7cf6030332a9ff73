// The closed service selector (spec 2.2): the selected service's picture, title and number on a
// button. All a customer with one service ever sees (the selector is disabled then), and what
// the others see while the interactive selector (service-selector.tsx) loads.
import { useId } from 'react';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';
import { serviceDisplayName, type ServicesIndex } from '../../lib/shared/services';

const PLACEHOLDER_PICTURE = '/service-placeholder.svg';

/** One service: picture, title, and the number when the title is not already the number. */
export function ServiceSummary({ services, name }: { services: ServicesIndex; name: string }) {
  const service = services.byName[name];
  if (!service) return null;
  const title = serviceDisplayName(service);
  return (
    <span className="service-summary">
      <img
        className="service-summary__picture"
        src={PLACEHOLDER_PICTURE}
        alt=""
        width="40"
        height="40"
      />
      <span className="service-summary__text">
        <span className="service-summary__title">{title}</span>
        {/* A service with no nickname or street is titled by its number: say it once. */}
        {title === service.serviceName ? null : (
          <span className="service-summary__name">{service.serviceName}</span>
        )}
      </span>
    </span>
  );
}

/** A 20 px stroked line icon on a 24 px grid, in the text colour (the chevron, the check). */
export function LineIcon({
  className,
  d,
  strokeWidth,
}: {
  className: string;
  d: string;
  strokeWidth: number;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The selector's open-the-list chevron. */
export function Chevron() {
  return <LineIcon className="service-selector__chevron" d="m6 9 6 6 6-6" strokeWidth={2} />;
}

/** Props of {@link ClosedServiceSelector}. */
export interface ClosedServiceSelectorProps {
  services: ServicesIndex;
  selectedServiceName: string | null;
  /** More than one service: the list opens once the interactive selector has loaded. */
  loading?: boolean;
}

/** The selector, closed and disabled: the same box as the interactive one, so nothing moves. */
export function ClosedServiceSelector({
  services,
  selectedServiceName,
  loading = false,
}: ClosedServiceSelectorProps) {
  const id = useId();
  const t = useText(appText);
  const labelId = `${id}-label`;
  const names = services.names;
  if (names.length === 0) return null;
  const current = selectedServiceName ?? names[0] ?? '';
  return (
    <div className="service-selector">
      <span id={labelId} className="service-selector__label">
        {t('serviceAddress')}
      </span>
      <button
        type="button"
        className="service-selector__button"
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${labelId} ${id}-value`}
        // Loading: the interactive selector is on its way. It keeps the interactive one's look
        // (app.css), so its arrival changes nothing on screen; only a one-service selector
        // looks disabled.
        aria-busy={loading || undefined}
        disabled
      >
        <span id={`${id}-value`}>
          <ServiceSummary services={services} name={current} />
        </span>
        {loading ? <Chevron /> : null}
      </button>
    </div>
  );
}
