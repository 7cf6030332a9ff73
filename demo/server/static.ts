// Static files: the built SPA (with history fallback), the header bundle, demo pages and the
// server's own assets, each with the caching its URLs allow.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type Response } from 'express';
import { mountDemoPages } from './demo-pages.js';
import { mountHomeSite } from './home-site.js';
import { mountBrowserBundle } from './passkeys/browser-bundle.js';
import { escapeHtml, renderPage } from './oidc/html.js';
import type { ServerPaths } from './paths.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';
const NO_CACHE = 'no-cache';

/** Path prefixes that never fall back to the SPA's index.html. */
const NOT_SPA = ['/api', '/oidc', '/header', '/demo', '/server-assets', '/assets', '/vendor'];

/** True for a GET of an SPA route: not a file (no dot in the last segment), not a server area. */
export function isSpaRoute(path: string): boolean {
  if (NOT_SPA.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

function cacheBy(rule: (path: string) => string) {
  return (res: Response, path: string) => res.setHeader('Cache-Control', rule(path));
}

/** The page the SPA routes answer while `dist/app` does not exist yet. */
export function notBuiltPage(distApp: string): string {
  return renderPage({
    title: 'Account centre not built – Smart Home Security',
    body: `<h1>The account centre is not built yet</h1>
<p class="lead">Run <code>npm run build</code> (or start with <code>npm run dev</code>), then reload this page.</p>
<p class="detail">Looked for <code>${escapeHtml(join(distApp, 'index.html'))}</code>.</p>`,
  });
}

/** Server-owned assets, demo pages and the header bundle: the same in dev and production. */
export function mountSharedStatic(app: Express, paths: ServerPaths): void {
  mountBrowserBundle(app);
  app.use(
    '/server-assets',
    express.static(paths.serverPublic, { index: false, setHeaders: cacheBy(() => SHORT) }),
  );

  // Browsers ask for /favicon.ico on every page without an icon link (the demo pages, JSON
  // answers); a 404 there shows up as a console error in the end-to-end checks.
  app.get('/favicon.ico', (_req, res) => {
    res.set('Cache-Control', SHORT).type('image/svg+xml');
    res.sendFile(join(paths.serverPublic, 'favicon.svg'));
  });

  // Third-party pages load the header from another origin: allow it (CORS and CORP).
  app.use('/header', (_req, res, next) => {
    res.set('Access-Control-Allow-Origin', '*');
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  app.use(
    '/header',
    express.static(paths.distHeader, {
      index: false,
      // The entry files keep a stable URL (short cache); everything they import is hashed, and
      // everything under /header/<version>/ never changes (pinned with SRI by host pages).
      setHeaders: cacheBy((file) =>
        /[\\/]\d+\.\d+\.\d+[^\\/]*[\\/]/.test(file) ||
        !/[\\/](shs-[a-z-]+\.(js|css)(\.map)?|manifest\.json)$/.test(file)
          ? IMMUTABLE
          : SHORT,
      ),
    }),
  );

  app.use(
    '/demo/widgets',
    express.static(paths.distWidgets, {
      setHeaders: cacheBy(() => NO_CACHE),
    }),
  );
  // The header's demo pages (/demo/, /demo/anonymous.html...) and the home site's text pages
  // (/demo/contact-us, /demo/legal/...: the account centre's footer links) are rendered from one
  // page shell; `extensions`: the other demo pages also answer at extension-less URLs like a
  // real site's.
  mountDemoPages(app);
  mountHomeSite(app);
  app.use(
    '/demo',
    express.static(paths.demoPages, { extensions: ['html'], setHeaders: cacheBy(() => NO_CACHE) }),
  );
}

/** The built SPA from `dist/app`, with the history fallback to index.html. */
export function mountBuiltApp(app: Express, paths: ServerPaths): void {
  app.use(
    '/assets',
    express.static(join(paths.distApp, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: cacheBy(() => IMMUTABLE),
    }),
  );
  app.use(express.static(paths.distApp, { index: false, setHeaders: cacheBy(() => NO_CACHE) }));
  const indexHtml = join(paths.distApp, 'index.html');
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isSpaRoute(req.path)) return next();
    res.set('Cache-Control', NO_CACHE);
    if (!existsSync(indexHtml)) {
      res.status(503).type('html').send(notBuiltPage(paths.distApp));
      return;
    }
    res.sendFile(indexHtml);
  });
}
