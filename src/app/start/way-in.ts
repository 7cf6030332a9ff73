// The blocking <head> script of index.html (issue 29, "the way in"), built on its own as a tiny
// classic script (scripts/build/way-in-script.ts). A signed-out visit to a page that needs sign-in
// loads the light sign-in starter into this very page (no second document on the way to the
// login page); every other visit loads the app. Both wait in inert templates (app-entry.ts), so a
// visit that goes to sign in downloads none of the app, not even speculatively, and a visit that
// stays gets it from here at once.
// First, as the page's own head script did before: the colour scheme and language before paint.
import './theme.js';
import { loadApp, loadSignInStart } from './app-entry';
import { showsPrepaint, startPrepaint } from '../prepaint';
import { goesToSignIn } from './way-in-rule';

/** The source of the signed-in pages' expression (signed-in-pages.ts), defined by the build. */
declare const __SHS_SIGNED_IN_PAGES__: string;

if (
  !goesToSignIn(location.pathname, new RegExp(__SHS_SIGNED_IN_PAGES__, 'i'), () => localStorage) ||
  !loadSignInStart()
) {
  loadApp();
  // The dashboard's frame shows while the app loads (prepaint.ts).
  if (showsPrepaint(location.pathname)) startPrepaint();
}
