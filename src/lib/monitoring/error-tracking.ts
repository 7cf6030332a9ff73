// Error tracking on Sentry's browser SDK. Only ever imported dynamically, once the first view has
// settled, so the SDK is not part of any first load. Reports go to the tunnel of the reference
// backend (config.json `monitoring.tunnel`), scrubbed first (scrub.ts), carrying the release and
// the route pattern; while offline they wait in IndexedDB and are sent when the browser is back.
import {
  addBreadcrumb,
  BrowserClient,
  breadcrumbsIntegration,
  captureException,
  consoleIntegration,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeBrowserOfflineTransport,
  makeFetchTransport,
  setCurrentClient,
  setTag,
  type ErrorEvent as SentryErrorEvent,
} from '@sentry/browser';
import type { MonitoringSettings } from './monitoring-settings';
import { recordClickBreadcrumbs } from './click-breadcrumbs';
import { RELEASE } from './release';
import { scrubEvent } from './scrub';

/** What the SDK's client is made with. */
type TrackerOptions = ConstructorParameters<typeof BrowserClient>[0];

/** The options the SDK is started with (exported for the test that proves the scrubbing). */
export function trackerOptions(
  errors: NonNullable<MonitoringSettings['errors']>,
  currentRoute: () => string,
  release = RELEASE,
): TrackerOptions {
  return {
    dsn: errors.dsn,
    tunnel: errors.tunnel,
    environment: errors.environment,
    release,
    // No performance tracing (web-vitals.ts measures speed) and no session pings.
    tracesSampleRate: 0,
    // Only the integrations these reports use, named here rather than `init`'s twelve defaults,
    // so the build leaves the others out (issue 29: the chunk 32.6 to 29.3 kB gzipped, a shorter
    // task to evaluate). Left out: wrapping every timer, frame and listener to catch what the
    // global handlers catch anyway; session pings; culture and conversation context.
    // The SDK's own click and key breadcrumbs are off: they were worked out inside each click
    // (issue 29, INP). Clicks are recorded after the paint instead (click-breadcrumbs.ts).
    integrations: [
      eventFiltersIntegration(),
      breadcrumbsIntegration({ dom: false }),
      // Console lines as breadcrumbs (scrubbed with the event).
      consoleIntegration(),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    stackParser: defaultStackParser,
    transport: makeBrowserOfflineTransport(makeFetchTransport),
    // Breadcrumbs are scrubbed with the event they travel in (scrubEvent), not one by one as
    // they are recorded: scrubbing each click's crumb in the click held the page's next paint
    // (issue 29, INP), and a crumb that is never sent need not be scrubbed.
    beforeSend: (event: SentryErrorEvent) =>
      scrubEvent({ ...event, tags: { ...event.tags, route: currentRoute() } }),
  };
}

/** Makes the SDK's client the current one and sets up its integrations. */
export function startClient(options: TrackerOptions): void {
  const client = new BrowserClient(options);
  setCurrentClient(client);
  client.init();
}

/** Starts the SDK; returns the function that reports an error by hand. */
export function startErrorTracking(
  errors: NonNullable<MonitoringSettings['errors']>,
  currentRoute: () => string,
): (error: unknown, tags?: Record<string, string>) => void {
  startClient(trackerOptions(errors, currentRoute));
  recordClickBreadcrumbs(addBreadcrumb);
  setTag('app', RELEASE.split('@')[0] ?? 'shs');
  return (error, tags) => void captureException(error, { tags });
}
