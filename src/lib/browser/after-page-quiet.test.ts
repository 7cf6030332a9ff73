import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenQuietOrAsked, MAX_WAIT_MS, pageQuiet, QUIET_MS } from './after-page-quiet';

/** Stands in for the browser's Resource Timing: `load()` is a download finishing. */
class FakeObserver {
  static current: FakeObserver | undefined;
  constructor(private readonly callback: () => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    FakeObserver.current = undefined;
  }
  static load() {
    FakeObserver.current?.callback();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settledAfter = async (promise: Promise<void>, ms: number) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe('pageQuiet', () => {
  it('waits until no download has finished for the quiet period', async () => {
    const quiet = pageQuiet();
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    FakeObserver.load(); // the cards' chunk arrives: the wait starts again
    expect(await settledAfter(quiet, QUIET_MS - 100)).toBe(false);
    expect(await settledAfter(quiet, 100)).toBe(true);
    expect(FakeObserver.current).toBeUndefined(); // stopped observing
  });

  it('gives up waiting on a page that never goes quiet', async () => {
    const quiet = pageQuiet();
    let settled = false;
    void quiet.then(() => (settled = true));
    for (let waited = 0; waited < MAX_WAIT_MS; waited += QUIET_MS / 2) {
      FakeObserver.load(); // a poll
      await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    }
    expect(settled).toBe(true);
  });

  it('still resolves where Resource Timing is missing', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor() {
          throw new TypeError('not supported');
        }
      },
    );
    expect(await settledAfter(pageQuiet(), QUIET_MS)).toBe(true);
  });
});

describe('loadWhenQuietOrAsked', () => {
  it('loads once the page has gone quiet and the main thread is idle', async () => {
    const load = vi.fn(async () => 'library');
    const start = loadWhenQuietOrAsked(load);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    FakeObserver.load(); // the page is still loading what it shows
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    expect(load).not.toHaveBeenCalled();
    // Quiet, then the idle wait (happy-dom has no requestIdleCallback: a 200 ms timer).
    await vi.advanceTimersByTimeAsync(100 + 200);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(start.ready).resolves.toBe('library');
  });

  it('loads at once when asked, and only once', async () => {
    const load = vi.fn(async () => 'library');
    const start = loadWhenQuietOrAsked(load);
    start.now(); // the customer clicked before the page went quiet
    start.now();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(start.ready).resolves.toBe('library');
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
    expect(load).toHaveBeenCalledTimes(1); // the quiet coming later starts nothing more
  });
});
