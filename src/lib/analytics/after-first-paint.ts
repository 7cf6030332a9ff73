// Runs work that must never delay the first paint (analytics): after the window's load event,
// when the main thread is idle (at most 3 s later).
export function afterFirstPaint(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
