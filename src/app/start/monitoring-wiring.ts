// Connects error tracking and real-user speed to the app (loaded with a dynamic import by
// start.tsx once the first view has settled, so neither SDK weighs on the first load). Both name
// the route by its pattern from the router; the tracker is shared with <shs-header> and the
// analytics error reports through window.Sentry (lib/monitoring/host-tracker.ts).
import type { createBrowserRouter } from 'react-router-dom';
import type { RuntimeConfig } from '../../lib/shared/config';
import { releaseEarlyErrors } from '../../lib/monitoring/early-errors';
import { startErrorTracking } from '../../lib/monitoring/error-tracking';
import { shareHostTracker } from '../../lib/monitoring/host-tracker';
import { readMonitoringSettings } from '../../lib/monitoring/monitoring-settings';
import { routePattern } from '../../lib/monitoring/route-pattern';
import { startVitalsReporting } from '../../lib/monitoring/web-vitals-reporting';

type Router = ReturnType<typeof createBrowserRouter>;

/** Starts what config.json's `monitoring` section turns on. */
export function wireMonitoring(router: Router, config: RuntimeConfig | null): void {
  const settings = readMonitoringSettings(config);
  const currentRoute = () => routePattern(router.state.matches, router.state.location.pathname);
  if (settings.errors) {
    const capture = startErrorTracking(settings.errors, currentRoute);
    shareHostTracker({ captureException: (error, hint) => capture(error, hint?.tags) });
    releaseEarlyErrors(capture);
  }
  if (settings.vitals) startVitalsReporting(settings.vitals, currentRoute);
}
