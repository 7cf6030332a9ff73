// Work that is no part of what the customer came to see (the sign-in library's session watch,
// error tracking, analytics: some 90 kB of JavaScript) waits until the page has finished loading
// what it shows. "The first view has settled" came too early for that on a cold visit: the
// dashboard's cards were still arriving, and these downloads and their start-up ran in the middle
// of them (issue 29: the cold dashboard downloaded 296 kB of JavaScript before it was complete).
// Quiet = no download (script, style, image, API answer) has finished for QUIET_MS; a page that
// never goes quiet (a poll) is taken as loaded after MAX_WAIT_MS.
import { whenIdle } from '../shared/when-idle';

export const QUIET_MS = 1000;
export const MAX_WAIT_MS = 10_000;

/** Resolves once no resource has loaded for `quietMs` (at most `maxWaitMs` after the call). */
export function pageQuiet(quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(quietTimer);
      clearTimeout(giveUp);
      resolve();
    };
    const giveUp = setTimeout(done, maxWaitMs);
    // Resource Timing records a download when it finishes: each one starts the wait again.
    const restart = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(done, quietMs);
    };
    try {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'resource' });
    } catch {
      observer = undefined; // no Resource Timing here: the quiet period alone decides
    }
    restart();
  });
}

/** Runs `task` once the page has gone quiet and the main thread is idle. */
export function afterPageQuiet(task: () => void): void {
  void pageQuiet().then(() => whenIdle(task));
}

/** A start that waits for the page to go quiet unless something asks for it sooner. */
export interface QuietStart<T> {
  /** Settles with `load`'s result once it has run. */
  ready: Promise<T>;
  /** Starts now, not waiting for the quiet (a later call does nothing more). */
  now(): void;
}

/**
 * Runs `load` once the page has gone quiet and the main thread is idle, or as soon as `now()` is
 * called, whichever comes first; `load` runs once.
 */
export function loadWhenQuietOrAsked<T>(load: () => Promise<T>): QuietStart<T> {
  let now: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (now = resolve));
  const quiet = pageQuiet().then(() => new Promise<void>((resolve) => whenIdle(resolve)));
  return { ready: Promise.race([asked, quiet]).then(load), now };
}
