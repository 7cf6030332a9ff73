// Work the first paint does not need: run it when the page is idle.

/** Runs `task` when the page is idle (after first paint), or soon where idle callbacks are missing. */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1000);
  return () => clearTimeout(id);
}
