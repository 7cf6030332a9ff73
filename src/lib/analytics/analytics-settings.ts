// What analytics is configured with: the project token (spec 3 mixPanel.projectTokenNoPII), the
// collector host and the tag manager script from config.json; spec 9.7's numbers as the
// library's settings; the super-properties of spec 7.8 / 9.5.

/** Analytics settings read from config.json; null means analytics is off (nothing is sent). */
export interface AnalyticsSettings {
  token: string;
  /** The collector (mixpanel `api_host`): track/, engage/, groups/ and flags/ live under it. */
  apiHost: string;
  /** Tag-management script (optional). */
  tagManagerUrl: string | null;
}

import type { RuntimeConfig } from '../shared/config';
import { readFeatures } from '../shared/features';

const http = (value: unknown): string | null => {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.href.replace(/\/$/, '')
      : null;
  } catch {
    return null;
  }
};

/** Analytics is on only when config.json has the token and a collector host. */
export function readAnalyticsSettings(config: unknown): AnalyticsSettings | null {
  const root = (config ?? {}) as {
    mixPanel?: { projectTokenNoPII?: unknown };
    analytics?: { apiHost?: unknown; tagManagerUrl?: unknown };
  };
  // The features switch (lib/features.ts) turns analytics off whatever else is configured.
  if (!readFeatures(config as RuntimeConfig | null).analytics) return null;
  const token = root.mixPanel?.projectTokenNoPII;
  const apiHost = http(root.analytics?.apiHost);
  if (typeof token !== 'string' || !token || !apiHost) return null;
  return { token, apiHost, tagManagerUrl: http(root.analytics?.tagManagerUrl) };
}

/** Spec 9.7 as mixpanel-browser settings. */
export const MIXPANEL_SETTINGS = {
  batch_requests: true,
  batch_size: 50,
  batch_flush_interval_ms: 5000,
  batch_request_timeout_ms: 90_000,
  track_links_timeout: 300,
  cookie_expiration: 365,
  record_idle_timeout_ms: 30 * 60 * 1000,
  record_sessions_percent: 0,
  // Only scroll depth is left to mixpanel (spec 9.7 checkpoints); clicks and field changes go
  // through our own capture rules (dom-capture.ts), page views through the router.
  autocapture: {
    pageview: false,
    click: false,
    dead_click: false,
    rage_click: false,
    input: false,
    submit: false,
    page_leave: false,
    capture_text_content: false,
    scroll: true,
    scroll_depth_percent_checkpoints: [25, 50, 75, 100] as number[],
  },
  track_pageview: false,
  opt_out_tracking_persistence_type: 'localStorage',
  // No personal data: the collector is not asked to look up the customer's IP address.
  ip: false,
} as const;

/** Spec 9.3: 1025 px splits mobile from desktop. */
export const DESKTOP_MIN_WIDTH = 1025;

/** Spec 9.5: Mobile or Desktop. */
export function screenMode(width: number): 'Mobile' | 'Desktop' {
  return width >= DESKTOP_MIN_WIDTH ? 'Desktop' : 'Mobile';
}

/** True inside an app's web view (Android `; wv)`, iOS without Safari, or a marked user agent). */
export function isInWebView(userAgent: string): boolean {
  if (/; wv\)/.test(userAgent) || /\bWebView\b/i.test(userAgent)) return true;
  return /(iPhone|iPad|iPod).*AppleWebKit(?!.*Safari)/i.test(userAgent);
}

/** The super-properties every event carries (spec 7.8, 9.5). */
export function superProperties(
  width: number,
  userAgent: string,
): Record<string, string | boolean> {
  return {
    App: 'Account Center',
    Version: '2.0',
    'Screen Mode': screenMode(width),
    inWebView: isInWebView(userAgent),
  };
}

/**
 * Spec 7.8 "groups": the mixpanel group key the customer's account is filed under (group
 * analytics). Its id is the customer id of the account-centre user record, never personal data.
 */
export const ACCOUNT_GROUP_KEY = 'Account';
