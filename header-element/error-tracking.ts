// Where <shs-header>'s failures ('Link Click', sign-in failures) go besides the console: every
// failure is an `shs-error` event (events.ts), and this listener forwards it to a tracker. It
// arrives with the menus chunk (loaded when the page is idle), so error tracking adds nothing to
// the header's first load. Through the host's tracker when the page has one
// (lib/monitoring/host-tracker.ts: the account centre, or a page running Sentry); otherwise the
// header's own, but only when the header's config.json enables it
// (`monitoring.headerOnPartnerPages`): a partner page never sends reports it did not ask for, and
// never downloads the SDK.
import { loadRuntimeConfigOnce } from '../src/lib/shared/config';
import { findHostTracker } from '../src/lib/monitoring/host-tracker';
import { readMonitoringSettings } from '../src/lib/monitoring/monitoring-settings';
import { patternFromPath } from '../src/lib/monitoring/route-pattern';
import type { HeaderEvents } from './events';

type Capture = (error: unknown, tags?: Record<string, string>) => void;

let own: Promise<Capture | null> | null = null;

async function ownTracker(configUrl: string | null): Promise<Capture | null> {
  if (!configUrl) return null;
  const settings = readMonitoringSettings(await loadRuntimeConfigOnce(configUrl));
  if (!settings.headerOnPartnerPages || !settings.errors) return null;
  const { startErrorTracking } = await import('../src/lib/monitoring/error-tracking');
  return startErrorTracking(settings.errors, () => patternFromPath(window.location.pathname));
}

/** Sends one failure to the page's tracker, or the header's own when enabled; else nothing. */
export async function trackHeaderError(
  host: Element,
  { message, error }: HeaderEvents['shs-error'],
  target: typeof globalThis = globalThis,
): Promise<void> {
  const report = new Error(`${message}: ${error}`);
  const tags = { source: 'shs-header', failure: message };
  const hostTracker = findHostTracker(target);
  if (hostTracker) {
    hostTracker.captureException(report, { tags });
    return;
  }
  own ??= ownTracker(host.getAttribute('data-config-url'));
  (await own)?.(report, tags);
}

let watching = false;

/** Listens for every header's `shs-error` on the page (once, however many headers). */
export function watchHeaderErrors(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener('shs-error', (event) => {
    const host = event.composedPath()[0];
    const detail = (event as CustomEvent<HeaderEvents['shs-error']>).detail;
    if (host instanceof Element && detail) void trackHeaderError(host, detail);
  });
}
