// The analytics singleton (spec 5, 7.8, 9.7) on mixpanel-browser. This module is only ever
// imported dynamically, after the first paint, so the library lives in its own chunk. It sends
// nothing unless config.json turns analytics on and the customer has not opted out; opting out
// (mixpanel's opt-out, kept in localStorage) stops events, flags and tag-manager views at once.
// The core build: the same API without the bundled session recorder (which we never use).
import mixpanel from 'mixpanel-browser/dist/mixpanel-core.cjs';
import type { AnalyticsSettings } from './analytics-settings';
import { ACCOUNT_GROUP_KEY, MIXPANEL_SETTINGS, superProperties } from './analytics-settings';
import { canIdentify, capText } from './capture-rules';
import { fetchFlags, useFlagsStore } from './feature-flags';
import { sendTagView } from './tag-manager';
import { withoutBeforeUnload } from './without-before-unload';
import { findHostTracker } from '../monitoring/host-tracker';

let settings: AnalyticsSettings | null = null;
let started = false;

/** Spec 8: analytics errors go to the console; a bad HTTP status becomes an error report. */
function reportError(message: string, error?: unknown): void {
  if (/Bad HTTP status/i.test(message)) {
    console.error('Analytics error report:', message, error ?? '');
    // The error report goes to error tracking too, when the page runs a tracker.
    findHostTracker()?.captureException(new Error(`Analytics error report: ${message}`), {
      tags: { source: 'analytics' },
    });
  } else console.error('Analytics error:', message, error ?? '');
}

function ensureInit(config: AnalyticsSettings): void {
  if (started) return;
  settings = config;
  // Its per-tab id (session recording only) would make every exit wait for this page's script.
  withoutBeforeUnload(window, () =>
    mixpanel.init(config.token, {
      ...MIXPANEL_SETTINGS,
      api_host: config.apiHost,
      secure_cookie: window.location.protocol === 'https:',
      error_reporter: reportError,
    }),
  );
  started = true;
}

/** True when tracking may happen now. */
export function isTracking(): boolean {
  return started && !!settings && !mixpanel.has_opted_out_tracking();
}

function registerSuperProperties(): void {
  mixpanel.register(superProperties(window.innerWidth, navigator.userAgent));
}

/** Starts analytics for the loaded config (no-op when it is off). */
export function startAnalytics(config: AnalyticsSettings | null): void {
  if (!config) return;
  ensureInit(config);
  registerSuperProperties();
  // Screen Mode follows the window across the 1025 px breakpoint.
  window.matchMedia('(min-width: 1025px)').addEventListener('change', registerSuperProperties);
}

/** A page view per route: Page, Time Sent (mixpanel adds the URL), plus the tag-manager view. */
export function trackPageView(page: string): void {
  if (!isTracking()) return;
  mixpanel.track_pageview({ Page: capText(page), 'Time Sent': new Date().toISOString() });
  const tagUrl = settings?.tagManagerUrl;
  if (tagUrl) {
    void sendTagView(tagUrl, {
      page_name: capText(page),
      current_url: capText(window.location.href),
      tealium_event: 'page_view',
    }).catch((error: unknown) => reportError('Tag manager view failed.', error));
  }
}

/** A user action with Page, Object Name and Time Sent (and any extra safe properties). */
export function trackAction(
  event: string,
  properties: { Page: string; 'Object Name': string } & Record<string, string>,
): void {
  if (!isTracking()) return;
  mixpanel.track(event, { ...properties, 'Time Sent': new Date().toISOString() });
}

/**
 * Identifies the signed-in customer (never a device id, spec 5), records non-personal profile
 * facts and loads the feature flags for them.
 */
export function identify(userId: string, profile: Record<string, string | number | boolean>): void {
  if (!isTracking() || !settings) return;
  if (!canIdentify(userId)) {
    console.error('Analytics error:', 'Refusing to identify a device id.');
    return;
  }
  if (mixpanel.get_distinct_id() !== userId) mixpanel.identify(userId);
  mixpanel.people.set(profile);
  void loadFlags();
}

/**
 * Spec 7.8 groups: files the identified customer under their account (mixpanel group analytics).
 * `set_group` adds the account to every later event and to the customer's profile (engage);
 * the group's own profile goes to the collector's groups/ endpoint.
 */
export function setAccountGroup(
  accountId: string,
  properties: Record<string, string | number | boolean>,
): void {
  if (!isTracking() || !accountId) return;
  mixpanel.set_group(ACCOUNT_GROUP_KEY, accountId);
  mixpanel.get_group(ACCOUNT_GROUP_KEY, accountId).set(properties);
}

/** Fetches the flags for the current distinct id (safe defaults on any failure). */
export async function loadFlags(): Promise<void> {
  if (!isTracking() || !settings) return;
  const flags = await fetchFlags({
    url: `${settings.apiHost}/flags/`,
    token: settings.token,
    distinctId: String(mixpanel.get_distinct_id()),
  });
  if (isTracking()) useFlagsStore.setState({ flags });
}

/** Signed out: forget the customer's id on this device. */
export function resetIdentity(): void {
  if (!isTracking()) return;
  mixpanel.reset();
  registerSuperProperties();
  useFlagsStore.setState({ flags: {} });
}

/** Whether the customer has opted out (false while analytics is off). */
export function hasOptedOut(config: AnalyticsSettings): boolean {
  ensureInit(config);
  return mixpanel.has_opted_out_tracking();
}

/**
 * The privacy choice: opting out stops all tracking at once and is remembered (mixpanel's
 * opt-out in localStorage); opting back in resumes it.
 */
export function setTrackingAllowed(config: AnalyticsSettings, allowed: boolean): void {
  ensureInit(config);
  if (allowed) {
    mixpanel.opt_in_tracking();
    registerSuperProperties();
  } else {
    mixpanel.opt_out_tracking({ delete_user: false });
    useFlagsStore.setState({ flags: {} });
  }
}
