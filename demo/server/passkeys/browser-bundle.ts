// The sign-in page's passkey button needs @simplewebauthn/browser, and the page's CSP allows
// scripts from this origin only: the package's own single-file browser build is served from
// node_modules at a same-origin URL (no CDN, no copy to keep in step with the installed version).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Express } from 'express';

/** Where the sign-in page loads the library (login-page.ts PASSKEY_SCRIPTS). */
export const BROWSER_BUNDLE_PATH = '/server-assets/vendor/simplewebauthn-browser.js';

/** The installed package's UMD build (it defines `window.SimpleWebAuthnBrowser`). */
export function browserBundleFile(): string {
  const entry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  return join(dirname(entry), '..', 'dist', 'bundle', 'index.umd.min.js');
}

/** Serves the bundle; a short cache like the other server assets. */
export function mountBrowserBundle(app: Express): void {
  const file = browserBundleFile();
  app.get(BROWSER_BUNDLE_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').type('text/javascript').sendFile(file);
  });
}
