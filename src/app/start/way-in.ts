// The blocking <head> script of index.html (issue 29, "the way in"), built on its own as a tiny
// classic script (scripts/build/way-in-script.ts). A signed-out visit to a page that needs sign-in
// goes straight to the light sign-in starter; every other visit loads the app. The build keeps the
// app's entry, preloads and stylesheets in an inert <template> just before this script: inside a
// template the browser's preload scanner does not fetch them, so a visit sent on downloads none
// of the app (not even speculatively), and a visit that stays gets them from here at once.
import { wayInTarget } from './way-in-rule';

/** id of the <template> that holds the app's entry (the build writes it). */
const APP_ENTRY_TEMPLATE_ID = 'shs-app-entry';

const target = wayInTarget({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  referrer: document.referrer,
  localStorage: () => window.localStorage,
  sessionStorage: () => window.sessionStorage,
});

if (target) {
  // replace: the page asked for does not stay in the history to bounce Back to the login page.
  location.replace(target);
} else {
  const template = document.getElementById(APP_ENTRY_TEMPLATE_ID);
  // Cloned, not moved: a cloned script runs once inserted, a moved parser-made one would not.
  if (template instanceof HTMLTemplateElement) {
    template.after(document.importNode(template.content, true));
  }
}
