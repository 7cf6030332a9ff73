// One service on the overview: its title (spec 3 display name), service name, address on file,
// and a way to rename it.
import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { QueryState } from '../../../components/query-state/query-state';
import { ChangeMessage } from '../../../components/change-feedback/change-message';
import { useChangeFeedback } from '../../../components/change-feedback/use-change-feedback';
import { isNotFound } from '../../../lib/http/not-found';
import { serviceDisplayName, type Service } from '../../../lib/shared/services';
import { useText } from '../../../lib/shared/i18n/use-text';
import { NicknameForm } from './nickname-form';
import { useServiceAddress } from '../queries';
import { profileText } from '../text';

/** Props of {@link ServiceCard}. */
export interface ServiceCardProps {
  /** The service shown. */
  service: Service;
}

function ServiceAddressText({ serviceName }: { serviceName: string }) {
  const t = useText(profileText);
  const address = useServiceAddress(serviceName);
  // 404 means the service has no address on file: a fact about the service, not a failure.
  if (isNotFound(address.error)) {
    return <p className="service-card__address">{t('services.noAddress')}</p>;
  }
  return (
    <QueryState
      query={address}
      compact
      loadingLabel={t('services.loadingAddress')}
      errorMessage={t('services.addressError')}
    >
      {({ street, city, state, zip }) => (
        <address className="service-card__address">
          {street}
          <br />
          {city}, {state} {zip}
        </address>
      )}
    </QueryState>
  );
}

export function ServiceCard({ service }: ServiceCardProps) {
  const t = useText(profileText);
  const [renaming, setRenaming] = useState(false);
  // The rename's confirmation: shown in the card, announced and focused.
  const feedback = useChangeFeedback();
  const title = serviceDisplayName(service);
  return (
    <article
      className="service-card"
      aria-label={t('services.card', { serviceName: service.serviceName })}
    >
      <h3 className="service-card__title">{title}</h3>
      <p className="service-card__name">{service.serviceName}</p>
      <ServiceAddressText serviceName={service.serviceName} />
      <ChangeMessage feedback={feedback} />
      {renaming ? (
        <NicknameForm
          service={service}
          onDone={(message) => {
            setRenaming(false);
            feedback.say(message);
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div>
          <Button
            variant="secondary"
            aria-label={t('services.rename', { name: title })}
            onClick={() => {
              feedback.clear();
              setRenaming(true);
            }}
          >
            {t('action.rename')}
          </Button>
        </div>
      )}
    </article>
  );
}
