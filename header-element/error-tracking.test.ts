import { afterEach, describe, expect, it, vi } from 'vitest';

const startErrorTracking = vi.fn();
vi.mock('../src/lib/monitoring/error-tracking', () => ({ startErrorTracking }));

async function load() {
  vi.resetModules();
  return import('./error-tracking');
}

function hostWithConfig(url: string): Element {
  const host = document.createElement('shs-header');
  host.setAttribute('data-config-url', url);
  return host;
}

const CONFIG = (headerOnPartnerPages: boolean) => ({
  monitoring: {
    dsn: 'https://key@o1.example/1',
    tunnel: 'https://shs.example/api/monitoring/envelope',
    headerOnPartnerPages,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
  startErrorTracking.mockReset();
});

describe("the header's error tracking", () => {
  it("reports through the host's tracker when the page has one", async () => {
    const { trackHeaderError } = await load();
    const captureException = vi.fn();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    await trackHeaderError(
      hostWithConfig('/config.json'),
      { message: 'Link Click', error: 'TypeError: bad URL' },
      { Sentry: { captureException } } as unknown as typeof globalThis,
    );
    expect(captureException).toHaveBeenCalledWith(new Error('Link Click: TypeError: bad URL'), {
      tags: { source: 'shs-header', failure: 'Link Click' },
    });
    expect(startErrorTracking).not.toHaveBeenCalled();
  });

  it('sends nothing from a partner page whose config does not enable it (the SDK never loads)', async () => {
    const { trackHeaderError } = await load();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(CONFIG(false))),
    );
    await trackHeaderError(
      hostWithConfig('/partner-a/config.json'),
      { message: 'Link Click', error: 'x' },
      {} as typeof globalThis,
    );
    expect(startErrorTracking).not.toHaveBeenCalled();
  });

  it('starts its own tracker on a partner page whose config enables it', async () => {
    const { trackHeaderError } = await load();
    const capture = vi.fn();
    startErrorTracking.mockReturnValue(capture);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(CONFIG(true))),
    );
    await trackHeaderError(
      hostWithConfig('/partner-b/config.json'),
      { message: 'Link Click', error: 'x' },
      {} as typeof globalThis,
    );
    expect(startErrorTracking).toHaveBeenCalledTimes(1);
    expect(capture).toHaveBeenCalledWith(new Error('Link Click: x'), {
      source: 'shs-header',
      failure: 'Link Click',
    });
  });
});
