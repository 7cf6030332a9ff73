// Work no paint needs: run it when the main thread is idle. Shared by the account centre (chat,
// toasts, the sign-in library, analytics) and the storefront header (its menus and sign-in).

/** Runs `task` when the main thread is idle (at most `timeoutMs` later); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 200);
  return () => clearTimeout(timer);
}

/** Runs `task` once the window has loaded and the main thread is idle (analytics: never first). */
export function afterLoadWhenIdle(task: () => void, timeoutMs = 3000): void {
  const idle = () => void whenIdle(task, timeoutMs);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
