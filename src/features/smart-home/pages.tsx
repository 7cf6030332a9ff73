// /smart-home (spec 2.1): claims a one-time link for the selected service (spec 7.2 POST claims
// magic URL) and opens the smart-home app with it.
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { describeFailure } from '../../lib/http/failure';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { serviceDisplayName } from '../../lib/shared/services';
import { useSelectedService } from '../../stores/use-selected-service';
import { UnsafeUrlError, useOpenSmartHomeApp } from './queries';
import { smartHomeText } from './text';
import '../../components/page-layout/page-layout';
import './smart-home.css';

export function SmartHomePage() {
  const service = useSelectedService();
  const open = useOpenSmartHomeApp();
  const t = useText(smartHomeText);
  const title = useText(pageTitles);

  return (
    <>
      <h1 className="page-title">{title('smartHome')}</h1>
      <section className="shs-panel smart-home-card" aria-labelledby="smart-home-open-title">
        <h2 id="smart-home-open-title" className="shs-panel__title">
          {t('app')}
        </h2>
        <p>{t('lead')}</p>
        {service ? (
          <>
            <p>{t('forService', { title: serviceDisplayName(service) })}</p>
            <Button
              state={open.isPending ? 'pending' : 'empty'}
              onClick={() => open.mutate(service.serviceName)}
            >
              {t('open')}
            </Button>
            <p className="smart-home-card__note">{t('oneTime')}</p>
            {open.isError ? (
              <InlineMessage variant="error">
                {open.error instanceof UnsafeUrlError
                  ? t('badUrl')
                  : describeFailure(t('failed'), open.error)}
              </InlineMessage>
            ) : null}
          </>
        ) : (
          <p>{t('noService')}</p>
        )}
      </section>
    </>
  );
}
