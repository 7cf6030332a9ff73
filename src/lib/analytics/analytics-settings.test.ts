import { describe, expect, it } from 'vitest';
import {
  isInWebView,
  MIXPANEL_SETTINGS,
  readAnalyticsSettings,
  screenMode,
  superProperties,
} from './analytics-settings';

describe('analytics settings', () => {
  it('is off unless config.json has the token and a collector host', () => {
    expect(readAnalyticsSettings(null)).toBeNull();
    expect(readAnalyticsSettings({ mixPanel: { projectTokenNoPII: 't' } })).toBeNull();
    expect(readAnalyticsSettings({ analytics: { apiHost: 'https://c.example.com' } })).toBeNull();
    expect(
      readAnalyticsSettings({
        mixPanel: { projectTokenNoPII: 't' },
        analytics: { apiHost: 'javascript:alert(1)' },
      }),
    ).toBeNull();
    expect(
      readAnalyticsSettings({
        mixPanel: { projectTokenNoPII: 't' },
        analytics: {
          apiHost: 'https://c.example.com/collect/',
          tagManagerUrl: 'https://t.example.com/utag.js',
        },
      }),
    ).toEqual({
      token: 't',
      apiHost: 'https://c.example.com/collect',
      tagManagerUrl: 'https://t.example.com/utag.js',
    });
  });

  it('super-properties: Account Center 2.0, Screen Mode at 1025 px, inWebView', () => {
    expect(screenMode(1024)).toBe('Mobile');
    expect(screenMode(1025)).toBe('Desktop');
    expect(
      superProperties(1280, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36'),
    ).toEqual({
      App: 'Account Center',
      Version: '2.0',
      'Screen Mode': 'Desktop',
      inWebView: false,
    });
    expect(
      isInWebView('Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP; wv) AppleWebKit/537.36'),
    ).toBe(true);
    expect(
      isInWebView(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      ),
    ).toBe(true);
    expect(
      isInWebView(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });

  it("spec 9.7's numbers are the library's settings", () => {
    expect(MIXPANEL_SETTINGS).toMatchObject({
      batch_size: 50,
      batch_flush_interval_ms: 5000,
      batch_request_timeout_ms: 90_000,
      track_links_timeout: 300,
      cookie_expiration: 365,
      record_idle_timeout_ms: 30 * 60 * 1000,
      autocapture: { scroll: true, scroll_depth_percent_checkpoints: [25, 50, 75, 100] },
    });
  });
});
