// The demo's third-party page: it pastes the README's snippet verbatim and is meant to be opened
// from another origin (http://127.0.0.1:<port>). The CORS that makes it work is mounted by app.ts
// before every route module (../embedding.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteModule } from './types.js';

/** The origin the README's snippet points at; the demo page is served with the real one. */
export const README_ORIGIN = 'http://localhost:8080';

/**
 * What a host page needs in its Content-Security-Policy for the header served from `origin`
 * (the README's "Embedding on your site" lists the same directives).
 */
export function hostPagePolicy(origin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${origin}`,
    `style-src 'self' ${origin}`,
    `connect-src 'self' ${origin}`,
    `img-src 'self' data: ${origin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The pinned snippet for the current build (README "Pinned and verifiable"). */
export function pinnedSnippet(origin: string, distHeader: string): string | undefined {
  const file = join(distHeader, 'manifest.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    path: string;
    files: Record<string, string>;
  };
  const base = `${origin}${manifest.path}`;
  return [
    `<link rel="stylesheet" href="${base}shs-header.css" integrity="${manifest.files['shs-header.css']}" crossorigin="anonymous" />`,
    `<script type="module" src="${base}shs-header.js" integrity="${manifest.files['shs-header.js']}" crossorigin="anonymous"></script>`,
    `<shs-header data-config-url="${origin}/config.json"></shs-header>`,
  ].join('\n');
}

/** Serves /demo/third-party.html and /demo/pinned.html with this server's origin and a host page's CSP. */
export const embeddingRoutes: RouteModule = {
  mount(app, { origin, paths }) {
    app.get('/demo/third-party.html', (_req, res) => {
      const html = readFileSync(join(paths.demoPages, 'third-party.html'), 'utf8');
      res
        .set('Cache-Control', 'no-cache')
        .set('Content-Security-Policy', hostPagePolicy(origin))
        .type('html')
        .send(html.replaceAll(README_ORIGIN, origin));
    });

    // The same partner page, with the version-pinned snippet and its SRI hashes.
    app.get('/demo/pinned.html', (_req, res) => {
      const snippet = pinnedSnippet(origin, paths.distHeader);
      if (!snippet) {
        res.status(503).type('text').send('Build the header first: npm run build:header');
        return;
      }
      const html = readFileSync(join(paths.demoPages, 'third-party.html'), 'utf8')
        .replace(/<!-- shs-header snippet: start[\s\S]*?snippet: end -->/, snippet)
        .replace('<title>Partner site', '<title>Pinned header on a partner site');
      res
        .set('Cache-Control', 'no-cache')
        .set('Content-Security-Policy', hostPagePolicy(origin))
        .type('html')
        .send(html);
    });
  },
};
