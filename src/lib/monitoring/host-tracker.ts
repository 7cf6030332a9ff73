// How <shs-header> finds its host's error tracker: a page that runs Sentry's browser SDK from its
// loader or CDN bundle has `window.Sentry`; the account centre puts the same two functions there
// once its own tracker runs. The header reports through it, so one page never runs two trackers.

/** The part of a tracker the header uses. */
export interface HostTracker {
  captureException(error: unknown, hint?: { tags?: Record<string, string> }): unknown;
}

/** The page's tracker, if it has one. */
export function findHostTracker(target: unknown = globalThis): HostTracker | null {
  const candidate = (target as { Sentry?: Partial<HostTracker> }).Sentry;
  return typeof candidate?.captureException === 'function' ? (candidate as HostTracker) : null;
}

/** Offers `tracker` to embedded parts of this page (the header) as the host's tracker. */
export function shareHostTracker(tracker: HostTracker, target: unknown = globalThis): void {
  (target as { Sentry?: HostTracker }).Sentry = tracker;
}
