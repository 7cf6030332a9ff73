// The demo's third-party page: it pastes the README's snippet verbatim and is meant to be opened
// from another origin (http://127.0.0.1:<port>). The CORS that makes it work is mounted by app.ts
// before every route module (../embedding.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteModule } from './types.js';

/** The origin the README's snippet points at; the demo page is served with the real one. */
export const README_ORIGIN = 'http://localhost:8080';

/**
 * What a host page needs in its Content-Security-Policy for the header served from `origin`
 * (the README's "Embedding on your site" lists the same directives).
 */
export function hostPagePolicy(origin: string, extraScriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", origin, ...extraScriptSources].join(' '),
    `style-src 'self' ${origin}`,
    `connect-src 'self' ${origin}`,
    `img-src 'self' data: ${origin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The build's manifest (vite.header.config.ts): its immutable path and the SRI of each file. */
interface HeaderManifest {
  version: string;
  path: string;
  files: Record<string, string>;
}

function readManifest(distHeader: string): HeaderManifest | undefined {
  const file = join(distHeader, 'manifest.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as HeaderManifest;
}

/**
 * The import map that makes the browser check every module the pinned entry loads (its chunks:
 * Preact, sign-in and token code, menus) against the manifest, not only the entry: a module
 * fetched under a URL listed in `integrity` whose bytes differ is refused (HTML "import maps",
 * integrity; Chromium 127+, Firefox 138+, Safari 18+).
 */
export function pinnedImportMap(origin: string, manifest: HeaderManifest): string {
  const integrity = Object.fromEntries(
    Object.entries(manifest.files)
      .filter(([fileName]) => fileName.endsWith('.js'))
      .map(([fileName, hash]) => [`${origin}${manifest.path}${fileName}`, hash]),
  );
  return JSON.stringify({ integrity });
}

/** The CSP source that lets exactly this inline import map run. */
export function importMapSource(importMap: string): string {
  return `'sha256-${createHash('sha256').update(importMap).digest('base64')}'`;
}

/** The lines that load the header from the stable alias (README "Embedding on your site"). */
export function stableLoader(origin: string): string {
  return [
    `<link rel="stylesheet" href="${origin}/header/shs-header.css" />`,
    `<script type="module" src="${origin}/header/shs-header.js"></script>`,
  ].join('\n');
}

/**
 * The lines that load the current build's pinned version with its SRI hashes (import map,
 * stylesheet, script: README "Pinned and verifiable"); undefined before the header is built.
 */
export function pinnedLoader(
  origin: string,
  distHeader: string,
): { html: string; importMap: string; version: string } | undefined {
  const manifest = readManifest(distHeader);
  if (!manifest) return undefined;
  const base = `${origin}${manifest.path}`;
  const importMap = pinnedImportMap(origin, manifest);
  const html = [
    `<script type="importmap">${importMap}</script>`,
    `<link rel="stylesheet" href="${base}shs-header.css" integrity="${manifest.files['shs-header.css']}" crossorigin="anonymous" />`,
    `<script type="module" src="${base}shs-header.js" integrity="${manifest.files['shs-header.js']}" crossorigin="anonymous"></script>`,
  ].join('\n');
  return { html, importMap, version: manifest.version };
}

/** The pinned snippet for the current build (README "Pinned and verifiable"). */
export function pinnedSnippet(
  origin: string,
  distHeader: string,
): { html: string; importMap: string } | undefined {
  const loader = pinnedLoader(origin, distHeader);
  if (!loader) return undefined;
  const element = `<shs-header data-config-url="${origin}/config.json"></shs-header>`;
  return { html: `${loader.html}\n${element}`, importMap: loader.importMap };
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
        .replace(/<!-- shs-header snippet: start[\s\S]*?snippet: end -->/, snippet.html)
        .replace('<title>Partner site', '<title>Pinned header on a partner site');
      res
        .set('Cache-Control', 'no-cache')
        .set(
          'Content-Security-Policy',
          hostPagePolicy(origin, [importMapSource(snippet.importMap)]),
        )
        .type('html')
        .send(html);
    });
  },
};
