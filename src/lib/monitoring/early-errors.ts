// The error tracker loads after the first view has settled (it is not part of the first load);
// errors thrown before then are kept here, a few at most, and handed to it once it runs.

const MAX_KEPT = 10;
const kept: unknown[] = [];
let handOver: ((error: unknown) => void) | null = null;

function keep(error: unknown): void {
  if (handOver) return;
  if (kept.length < MAX_KEPT) kept.push(error);
}

const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);

/** Starts keeping uncaught errors (called once by the bootstrap). */
export function keepEarlyErrors(target: Window = window): void {
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
}

/** Hands what was kept to the tracker, which from now on sees errors itself. */
export function releaseEarlyErrors(
  capture: (error: unknown) => void,
  target: Window = window,
): void {
  handOver = capture;
  target.removeEventListener('error', onError);
  target.removeEventListener('unhandledrejection', onRejection);
  for (const error of kept.splice(0)) capture(error);
}
