// /smart-home (spec 2.1): claims a one-time link for the selected service (spec 7.2 POST claims
// magic URL) and opens the smart-home app with it.
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { describeFailure } from '../../lib/http/failure';
import { serviceDisplayName } from '../../lib/shared/services';
import { useSelectedService } from '../../stores/use-selected-service';
import { SMART_HOME_TEXT, SMART_HOME_TITLE } from './messages';
import { UnsafeUrlError, useOpenSmartHomeApp } from './queries';
import '../../components/page-layout/page-layout';
import './smart-home.css';

export function SmartHomePage() {
  const service = useSelectedService();
  const open = useOpenSmartHomeApp();

  return (
    <>
      <h1 className="page-title">{SMART_HOME_TITLE}</h1>
      <section className="shs-panel smart-home-card" aria-labelledby="smart-home-open-title">
        <h2 id="smart-home-open-title" className="shs-panel__title">
          Smart Home app
        </h2>
        <p>{SMART_HOME_TEXT.lead}</p>
        {service ? (
          <>
            <p>{SMART_HOME_TEXT.forService(serviceDisplayName(service))}</p>
            <Button
              state={open.isPending ? 'pending' : 'empty'}
              onClick={() => open.mutate(service.serviceName)}
            >
              {SMART_HOME_TEXT.open}
            </Button>
            <p className="smart-home-card__note">{SMART_HOME_TEXT.oneTime}</p>
            {open.isError ? (
              <InlineMessage variant="error">
                {open.error instanceof UnsafeUrlError
                  ? open.error.message
                  : describeFailure(SMART_HOME_TEXT.failed, open.error)}
              </InlineMessage>
            ) : null}
          </>
        ) : (
          <p>{SMART_HOME_TEXT.noService}</p>
        )}
      </section>
    </>
  );
}
