// The dashboard (spec 2.1): a greeting on the background image, then cards for the selected
// service that answer "is everything all right?": the bill, autopay and paperless, the next
// visit, the service, help and a My Smart Home shortcut. Every card loads on its own.
import { startTransition, useEffect, useState } from 'react';
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

/**
 * Names the greeting for Element Timing: when the customer's own first words were painted, which
 * the bench reports beside the page's largest paint (that is the welcome art, which index.html's
 * frame paints before the app runs: src/app/prepaint.ts). React's types do not know the
 * attribute yet, hence a spread.
 */
const GREETING_TIMING = { elementtiming: 'dashboard-greeting' };
type CardsModule = Awaited<ReturnType<typeof loadCards>>;

/**
 * The cards' code, fetched once `start` is true; null until it is there. A state update, not
 * React.lazy in a Suspense boundary: React holds a boundary's content back until some 300 ms
 * after its fallback showed, and the cards' own requests start only once they are shown (on a
 * cold dashboard at 4x CPU they left 300 to 800 ms after the code had arrived, issue 29). In a
 * transition, so their first render yields to the browser every few milliseconds (a plain update
 * rendered them in one go: tasks of 120 ms and more at 4x, blocking time for Lighthouse). A
 * failed download is thrown in the render, for the page's error boundary, as lazy did.
 */
function useCardsModule(start: boolean): CardsModule | null {
  const [loaded, setLoaded] = useState<{ module: CardsModule } | { error: unknown } | null>(null);
  useEffect(() => {
    if (!start) return;
    let current = true;
    const show = (result: { module: CardsModule } | { error: unknown }) => {
      if (current) startTransition(() => setLoaded(result));
    };
    loadCards().then(
      (module) => show({ module }),
      (error: unknown) => show({ error }),
    );
    return () => {
      current = false;
    };
  }, [start]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.module ?? null;
}

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
  const cards = useCardsModule(painted);
  return (
    <>
      <h1 className="page-title">{title('dashboard')}</h1>
      <section className="dashboard-hero" aria-labelledby="dashboard-greeting">
        <div className="dashboard-hero__content">
          <h2 id="dashboard-greeting" className="dashboard-hero__greeting" {...GREETING_TIMING}>
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
        {cards && settled ? (
          <cards.DashboardCards customerId={user?.customerId ?? ''} service={service} />
        ) : (
          <Loader label={t('cardsLoading')} />
        )}
      </div>
    </>
  );
}
