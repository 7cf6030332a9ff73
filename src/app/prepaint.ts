// The landing page's frame, painted from index.html before the app's code has run (issue 29,
// the cold dashboard). A customer who lands on the dashboard with a cold cache saw nothing but
// the page's background for as long as the entry took to arrive, compile and render (some 400
// ms at 4x CPU after a static copy of the page had painted): now they see its frame at once, the
// header's bar and the dashboard's welcome art in the very places the app will draw them, with a
// spinner where the cards will be. The app's own rendering happens underneath, hidden, and takes
// the frame's place in one frame once it shows a page (or an error), so nothing moves or flashes
// from one to the other.
//
// The head script (way-in.ts) turns it on for a visit that stays with the app on a landing path;
// every other visit never shows it (a stylesheet rule hides it unless the <html> has the class),
// nor does a phone, where the art is a slim band and not the largest paint (prepaint.css).

/** id of the frame in index.html. */
export const PREPAINT_ID = 'shs-prepaint';

/** Class on <html> while the frame is shown and the app renders hidden under it (prepaint.css). */
export const PREPAINTING_CLASS = 'shs-prepainting';

/** How long the frame may stay up (ms from the app's start) before the app's own screen shows. */
export const PREPAINT_LIMIT_MS = 3000;

/** The paths whose first view is the dashboard for a signed-in visitor: /dashboard and /. */
const PREPAINT_PATHS = /^\/(?:dashboard)?\/?$/i;

/** True when a signed-in visit to `pathname` shows the dashboard first. */
export function showsPrepaint(pathname: string): boolean {
  return PREPAINT_PATHS.test(pathname);
}

/** Shows the frame (the head script, before the body is parsed). */
export function startPrepaint(doc: Document = document): void {
  doc.documentElement.classList.add(PREPAINTING_CLASS);
}

/**
 * Hands the screen to the app: the frame goes and the app's own rendering shows, in the same
 * frame. Safe to call any number of times, and on pages that never showed the frame.
 */
export function endPrepaint(doc: Document = document): void {
  doc.documentElement.classList.remove(PREPAINTING_CLASS);
  doc.getElementById(PREPAINT_ID)?.remove();
}
