// The dashboard (spec 2.1): a greeting on the background image, then cards for the selected
// service that answer "is everything all right?": the bill, autopay and paperless, the next
// visit, the service, help and a My Smart Home shortcut. Every card loads on its own.
import { lazy, Suspense, useEffect } from 'react';
import { Loader } from '../../components/loader/loader';
import { useAfterNextPaint, useFirstViewSettled } from '../../lib/browser/after-paint';
import { serviceDisplayName } from '../../lib/shared/services';
import { useSelectedService } from '../../stores/use-selected-service';
import { useUserStore } from '../../stores/user-store';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { welcomeText } from './welcome-text';
import './dashboard.css';

const loadCards = () => import('./dashboard-cards');
const DashboardCards = lazy(() =>
  loadCards().then((module) => ({ default: module.DashboardCards })),
);

export function DashboardPage() {
  const user = useUserStore((state) => state.user);
  const service = useSelectedService() ?? undefined;
  const t = useText(welcomeText);
  const title = useText(pageTitles);
  const firstName = user?.firstName ?? '';
  // The cards' code is fetched once the greeting is on screen (the first paint waits for nothing
  // else); on a first visit they render once its fade has finished too, so their requests,
  // answers and render never hold back its last frame (lib/browser/after-paint.ts).
  const painted = useAfterNextPaint();
  const settled = useFirstViewSettled();
  useEffect(() => {
    if (painted) void loadCards().catch(() => undefined); // the render below reports a failure
  }, [painted]);
  const loading = <Loader label={t('cardsLoading')} />;
  return (
    <>
      <h1 className="page-title">{title('dashboard')}</h1>
      <section className="dashboard-hero" aria-labelledby="dashboard-greeting">
        <div className="dashboard-hero__content">
          <h2 id="dashboard-greeting" className="dashboard-hero__greeting">
            {firstName ? t('greeting.named', { firstName }) : t('greeting')}
          </h2>
          {service ? (
            <div className="dashboard-hero__service">
              <p className="dashboard-hero__label">{t('selectedService')}</p>
              <p className="dashboard-hero__service-title">{serviceDisplayName(service)}</p>
              <p className="dashboard-hero__service-name">{service.serviceName}</p>
            </div>
          ) : (
            <p className="dashboard-hero__label">{t('noService')}</p>
          )}
        </div>
      </section>
      <div className="dashboard-cards" role="group" aria-label={t('cardsLabel')}>
        {painted && settled ? (
          <Suspense fallback={loading}>
            <DashboardCards customerId={user?.customerId ?? ''} service={service} />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </>
  );
}
