// The demo's third-party page: it pastes the README's snippet verbatim and is meant to be opened
// from another origin (http://127.0.0.1:<port>). The CORS that makes it work is mounted by app.ts
// before every route module (../embedding.ts).
import { readFileSync } from 'node:fs';
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

/** Serves /demo/third-party.html with this server's origin and a host page's CSP. */
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
  },
};
