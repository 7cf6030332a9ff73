// The two ways a page of the account centre can start, as the build leaves them in index.html
// (scripts/build/way-in-script.ts): two inert <template>s, which the browser's preload scanner
// skips, so nothing in them is fetched until a script puts it into the page.
// - The app: its entry, preloads and stylesheets. The head script (way-in.ts) puts them in when
//   the visit stays with the app; the sign-in starter (sign-in-start.ts) does when it cannot start
//   the sign-in, so the app's own guards and error pages take over in the same page.
// - The light sign-in starter: its module and its first need, config.json. The head script puts
//   them in when a signed-out visit asks for a page that needs sign-in.
// Templates, not elements made in a script: the page requires Trusted Types for script URLs
// (demo/server/security-headers.ts), and markup the server sent is not a sink.

/** id of the <template> that holds the app's entry (the build writes it). */
export const APP_ENTRY_TEMPLATE_ID = 'shs-app-entry';

/** id of the <template> that holds the sign-in starter (the build writes it). */
export const SIGN_IN_START_TEMPLATE_ID = 'shs-sign-in-start';

/**
 * Puts template `id`'s tags into the page in its place; false when there is no such template
 * (already used: once only; or the dev server's page). Cloned, not moved: a cloned script runs
 * once inserted, a moved parser-made one would not. `ready` sees the tags before they go in.
 */
function insertTemplate(
  doc: Document,
  id: string,
  ready?: (tags: DocumentFragment) => void,
): boolean {
  const template = doc.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return false;
  const tags = doc.importNode(template.content, true);
  ready?.(tags);
  template.replaceWith(tags);
  return true;
}

/**
 * Attribute the build gives the landing page's own preloads in the app's template (the
 * dashboard's chunk, its stylesheet, its hero's background: vite.config.ts).
 */
export const LANDING_ONLY_ATTRIBUTE = 'data-shs-landing';

/** Paths that show the landing page: the dashboard, the root (sent there) and sign-in's return. */
const LANDING_PATHS = /^\/(?:dashboard|auth\/callback)?\/?$/i;

/** True when `pathname` shows the landing page (the dashboard) first. */
export function showsLandingPage(pathname: string): boolean {
  return LANDING_PATHS.test(pathname);
}

/**
 * Loads the account centre. The landing page's preloads go in only on the way to it: on any other
 * page they were six requests (about 10 kB) more beside the entry before its first paint (issue
 * 29). What such a page needs of them too (the spinner's chunk) comes with its own code.
 */
export function loadApp(doc: Document = document): void {
  const landing = showsLandingPage(doc.location?.pathname ?? '/');
  insertTemplate(doc, APP_ENTRY_TEMPLATE_ID, (tags) => {
    if (landing) return;
    for (const tag of tags.querySelectorAll(`[${LANDING_ONLY_ATTRIBUTE}]`)) tag.remove();
  });
}

/**
 * Loads the light sign-in starter; if its module cannot be loaded (offline, a deploy in between),
 * the account centre instead. False without the starter's template: the caller loads the app.
 */
export function loadSignInStart(doc: Document = document): boolean {
  return insertTemplate(doc, SIGN_IN_START_TEMPLATE_ID, (tags) => {
    const starter = tags.querySelector('script');
    if (starter) starter.onerror = () => loadApp(doc);
  });
}
