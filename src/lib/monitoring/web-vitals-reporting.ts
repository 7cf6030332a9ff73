// Real-user speed with the web-vitals library: LCP, INP, CLS, FCP and TTFB of a sampled visit,
// per route pattern, batched and sent as a beacon when the page is hidden. Imported dynamically
// after the first view has settled (web-vitals reads the buffered entries, so nothing is missed).
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { MonitoringSettings } from './monitoring-settings';
import { RELEASE } from './release';
import { isSampled, VitalsBatch, type VitalSample } from './vitals-batch';

/** Starts reporting; `currentRoute` names the route a metric belongs to when it is reported. */
export function startVitalsReporting(
  vitals: NonNullable<MonitoringSettings['vitals']>,
  currentRoute: () => string,
): void {
  const batch = new VitalsBatch(vitals.url, {
    send: (url, body) => navigator.sendBeacon(url, new Blob([body], { type: 'application/json' })),
    isOnline: () => navigator.onLine,
    storage: window.localStorage,
  });
  // What waited from an earlier visit (offline then) goes now, sampled or not.
  if (batch.size) batch.flush();
  window.addEventListener('online', () => batch.flush());
  if (!isSampled(vitals.sampleRate)) return;

  // The page the customer landed on: LCP, FCP and TTFB belong to it, whenever they are reported.
  const landing = currentRoute();
  const report = (metric: Metric) => {
    const route = metric.name === 'INP' || metric.name === 'CLS' ? currentRoute() : landing;
    batch.add({
      name: metric.name as VitalSample['name'],
      value: metric.value,
      rating: metric.rating,
      route,
      release: RELEASE,
    });
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
  // Added after web-vitals' own listeners, so the metrics it reports on hide are in the batch.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  window.addEventListener('pagehide', () => batch.flush());
}
