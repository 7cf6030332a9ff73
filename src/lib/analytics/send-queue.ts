// The order in which analytics sends leave the page, and when. A send (mixpanel's identify, a
// page view, a click) costs 10 to 40 ms of main thread at 4x CPU: storage, cookies, encoding, a
// request. Each waits for the next paint, so the menu a click opened is on screen first (issue
// 29, INP), and each runs in a task of its own, so a page's start (identify, then its view) is
// two short tasks rather than one long one that Lighthouse counts as blocking. A page being
// hidden or left sends everything still waiting at once: it paints no frame to wait for.
import { afterNextPaint } from '../browser/after-paint';

/** Queues `send` to run after the next paint, after every send queued before it. */
export type SendLater = (send: () => void) => void;

export function createSendQueue(target: Window = window): SendLater {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const sendNext = () => {
    waiting.shift()?.();
    if (waiting.length > 0) setTimeout(sendNext, 0);
    else scheduled = false;
  };
  const sendAll = () => {
    for (const send of waiting.splice(0)) send();
  };
  target.addEventListener('pagehide', sendAll);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') sendAll();
  });
  return (send) => {
    waiting.push(send);
    if (scheduled) return;
    scheduled = true;
    afterNextPaint(sendNext);
  };
}
