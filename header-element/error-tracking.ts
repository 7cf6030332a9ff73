// Where <shs-header>'s failures ('Link Click', sign-in failures) go besides the console and the
// `shs-error` event. Loaded only when a failure happens (events.ts imports it on demand), so it
// adds nothing to the header's first load. Through the host's tracker when the page has one
// (lib/monitoring/host-tracker.ts: the account centre, or a page running Sentry); otherwise the
// header's own, but only when the page's config.json enables it (`monitoring.headerOnPartnerPages`):
// a partner page never sends reports it did not ask for.
import { loadRuntimeConfigOnce } from '../src/lib/config';
import { findHostTracker } from '../src/lib/monitoring/host-tracker';
import { readMonitoringSettings } from '../src/lib/monitoring/monitoring-settings';
import { patternFromPath } from '../src/lib/monitoring/route-pattern';

let own: Promise<((error: unknown, tags?: Record<string, string>) => void) | null> | null = null;

async function ownTracker(configUrl: string | null) {
  if (!configUrl) return null;
  const settings = readMonitoringSettings(await loadRuntimeConfigOnce(configUrl));
  if (!settings.headerOnPartnerPages || !settings.errors) return null;
  const { startErrorTracking } = await import('../src/lib/monitoring/error-tracking');
  return startErrorTracking(settings.errors, () => patternFromPath(window.location.pathname));
}

/** Sends one failure to the page's tracker, or the header's own when enabled; else nothing. */
export async function trackHeaderError(
  host: HTMLElement,
  message: string,
  error: unknown,
): Promise<void> {
  const report = error instanceof Error ? error : new Error(`${message}: ${String(error)}`);
  const tags = { source: 'shs-header', failure: message };
  const hostTracker = findHostTracker();
  if (hostTracker) {
    hostTracker.captureException(report, { tags });
    return;
  }
  own ??= ownTracker(host.getAttribute('data-config-url'));
  (await own)?.(report, tags);
}
