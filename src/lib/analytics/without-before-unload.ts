// Runs a library's set-up without letting it listen for `beforeunload`.
//
// Why: while a page has any `beforeunload` listener, the browser must run that page's script
// before it may even start the next navigation (a reload, a link to the shop), so every exit
// waits for a task on a possibly busy main thread: 15 to 30 ms per reload at 4x CPU in
// `npm run bench`. mixpanel adds one only to keep a per-tab id for session recording, which this
// product never turns on (record_sessions_percent 0); its event flushing uses `pagehide` and
// `visibilitychange`, which are not affected.

/** Calls `setUp`; `beforeunload` listeners it adds to `target` meanwhile are not added. */
export function withoutBeforeUnload<T>(target: EventTarget, setUp: () => T): T {
  const original = target.addEventListener;
  target.addEventListener = function addEventListener(
    this: EventTarget,
    ...args: Parameters<EventTarget['addEventListener']>
  ) {
    if (args[0] === 'beforeunload') return;
    original.apply(this, args);
  };
  try {
    return setUp();
  } finally {
    target.addEventListener = original;
  }
}
