// Error tracking on Sentry's browser SDK. Only ever imported dynamically, once the first view has
// settled, so the SDK is not part of any first load. Reports go to the tunnel of the reference
// backend (config.json `monitoring.tunnel`), scrubbed first (scrub.ts), carrying the release and
// the route pattern; while offline they wait in IndexedDB and are sent when the browser is back.
import {
  addBreadcrumb,
  breadcrumbsIntegration,
  captureException,
  init,
  makeBrowserOfflineTransport,
  makeFetchTransport,
  setTag,
  type BrowserOptions,
  type ErrorEvent as SentryErrorEvent,
} from '@sentry/browser';
import type { MonitoringSettings } from './monitoring-settings';
import { recordClickBreadcrumbs } from './click-breadcrumbs';
import { RELEASE } from './release';
import { scrubEvent } from './scrub';

/** The options the SDK is started with (exported for the test that proves the scrubbing). */
export function trackerOptions(
  errors: NonNullable<MonitoringSettings['errors']>,
  currentRoute: () => string,
  release = RELEASE,
): BrowserOptions {
  return {
    dsn: errors.dsn,
    tunnel: errors.tunnel,
    environment: errors.environment,
    release,
    // No performance tracing (web-vitals.ts measures speed) and no session pings.
    tracesSampleRate: 0,
    // The SDK's own click and key breadcrumbs are off: they were worked out inside each click
    // (issue 29, INP). Clicks are recorded after the paint instead (click-breadcrumbs.ts).
    integrations: (defaults) =>
      defaults
        .filter((item) => item.name !== 'BrowserSession')
        .map((item) =>
          item.name === 'Breadcrumbs' ? breadcrumbsIntegration({ dom: false }) : item,
        ),
    transport: makeBrowserOfflineTransport(makeFetchTransport),
    // Breadcrumbs are scrubbed with the event they travel in (scrubEvent), not one by one as
    // they are recorded: scrubbing each click's crumb in the click held the page's next paint
    // (issue 29, INP), and a crumb that is never sent need not be scrubbed.
    beforeSend: (event: SentryErrorEvent) =>
      scrubEvent({ ...event, tags: { ...event.tags, route: currentRoute() } }),
  };
}

/** Starts the SDK; returns the function that reports an error by hand. */
export function startErrorTracking(
  errors: NonNullable<MonitoringSettings['errors']>,
  currentRoute: () => string,
): (error: unknown, tags?: Record<string, string>) => void {
  init(trackerOptions(errors, currentRoute));
  recordClickBreadcrumbs(addBreadcrumb);
  setTag('app', RELEASE.split('@')[0] ?? 'shs');
  return (error, tags) => void captureException(error, { tags });
}
