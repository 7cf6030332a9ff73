// The order in which analytics sends leave the page, and when. A send (mixpanel's identify, a
// page view, a click) costs 10 to 40 ms of main thread at 4x CPU: storage, cookies, encoding, a
// request. Each waits for the next paint, so the menu a click opened is on screen first (issue
// 29, INP), and each runs in a task of its own, so a page's start (identify, then its view) is
// two short tasks rather than one long one that Lighthouse counts as blocking. A page being
// hidden or left sends everything still waiting at once: it paints no frame to wait for.
// Sends may also wait for the library they need (`ready`, the analytics module loaded once the
// page has what it shows): until it is there they are kept, in order, and none is dropped.
import { afterNextPaint } from '../browser/after-paint';

/** Queues `send` to run after the next paint, after every send queued before it. */
export type SendLater<T = void> = (send: (library: T) => void) => void;

export function createSendQueue<T = void>(
  target: Window = window,
  ready?: Promise<T>,
): SendLater<T> {
  const waiting: ((library: T) => void)[] = [];
  // What the sends need, once it is there (at once when nothing is awaited).
  let library: { value: T } | null = ready ? null : { value: undefined as T };
  let scheduled = false;
  const sendNext = () => {
    if (library) waiting.shift()?.(library.value);
    if (waiting.length > 0) setTimeout(sendNext, 0);
    else scheduled = false;
  };
  const sendAll = () => {
    if (!library) return; // not loaded yet: nothing can leave, the sends stay queued
    const { value } = library;
    for (const send of waiting.splice(0)) send(value);
  };
  const schedule = () => {
    if (scheduled || !library || waiting.length === 0) return;
    // A hidden page paints no frame (a library that arrives in a background tab): send at once.
    if (target.document.visibilityState === 'hidden') {
      sendAll();
      return;
    }
    scheduled = true;
    afterNextPaint(sendNext);
  };
  ready?.then(
    (value) => {
      library = { value };
      schedule();
    },
    () => undefined, // the loader reports its own failure; nothing can be sent without it
  );
  target.addEventListener('pagehide', sendAll);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') sendAll();
  });
  return (send) => {
    waiting.push(send);
    schedule();
  };
}
