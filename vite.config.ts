// Account-centre SPA build and the vitest (happy-dom) setup. The widget gallery has its own
// build (vite.widgets.config.ts), so nothing of it reaches the production SPA.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { messageCatalogues } from './scripts/build/message-catalogues';
import { packageRelease, uploadSourceMaps } from './scripts/build/source-maps';
import { spaRuntime, spaRuntimeAliases } from './scripts/build/spa-runtime';
import { wayInDevScript, wayInScript } from './scripts/build/way-in-script';
import { LANDING_ONLY_ATTRIBUTE } from './src/app/start/app-entry';

/**
 * What runs the account centre's React code in production: React 19, or preact/compat when built
 * with SHS_SPA_RUNTIME=preact (ADR 016: measured, and the product owner's call). Dev server and
 * unit tests always run React 19.
 */
const SPA_RUNTIME = spaRuntime(process.env.SHS_SPA_RUNTIME);

/** The release reports carry (lib/monitoring/release.ts) and the source maps are filed under. */
const RELEASE = packageRelease();

/** The landing page's lazily loaded module: most visits (and every sign-in) end there. */
const LANDING_PAGE = 'src/features/dashboard/pages.tsx';

/**
 * Lets the browser fetch the dashboard's chunk and stylesheet while the entry script downloads,
 * instead of after it has run: index.html gets a modulepreload and the stylesheet link. The page
 * stays a lazy route (other areas are not touched), it only stops waiting in line.
 */
function preloadLandingPage(): Plugin {
  return {
    name: 'shs-preload-landing-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        if (filename !== APP_ENTRY) return [];
        const chunks = Object.values(bundle ?? {});
        const chunk = chunks.find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(LANDING_PAGE),
        );
        if (!chunk || chunk.type !== 'chunk') return [];
        // The page's own chunk and the small ones it imports statically (the spinner, the selected
        // service hook), with their styles: nothing of the page is fetched only once it has run.
        const imported = chunk.imports.flatMap((file) => {
          const item = bundle?.[file];
          return item?.type === 'chunk' && !item.isEntry ? [item] : [];
        });
        const scripts = [chunk.fileName, ...imported.map((item) => item.fileName)];
        const css = [chunk, ...imported].flatMap((item) => [
          ...(item.viteMetadata?.importedCss ?? []),
        ]);
        const unseen = (file: string) => !html.includes(`/${file}"`);
        // Marked: the head script leaves them out on the way to any other page (app-entry.ts).
        const landing = { [LANDING_ONLY_ATTRIBUTE]: true };
        return [
          ...scripts.filter(unseen).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, ...landing },
            injectTo: 'head' as const,
          })),
          ...[...new Set(css)].filter(unseen).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}`, ...landing },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * V8's explicit compile hint on the entry chunk: its functions (React, the router, the shell) run
 * in the first render, so Chromium compiles them while the script streams in, off the main thread,
 * instead of lazily on first call inside that render. Lazy areas keep lazy compilation: most of
 * their code never runs on a visit. The comment must open the file, so it is added after Vite has
 * put its preload list at the top; the source map moves down the one line it adds.
 */
function compileEntryEagerly(): Plugin {
  return {
    name: 'shs-compile-entry-eagerly',
    apply: 'build',
    // Vite writes its preload list into the chunk last, so the written file is edited.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !options.dir) continue;
        const file = join(options.dir, chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
        if (!existsSync(`${file}.map`)) continue;
        const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        writeFileSync(`${file}.map`, JSON.stringify(map));
      }
    },
  };
}

/** The account centre's page: the build's one entry. */
const APP_ENTRY = fileURLToPath(new URL('./index.html', import.meta.url));

/**
 * react-router's package exports name only its development build (dev warnings switched on);
 * the production build beside it is the same code with them off. The SPA's bundle takes that one.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The loading spinner: every lazy page shows it, the preloaded landing page too. */
const SPINNER = /[\\/]src[\\/]components[\\/]loader[\\/]/;

/** Where the small building blocks that many areas share live. */
const SHARED_BLOCKS =
  /[\\/]src[\\/](components|lib[\\/](http|shared|chat|routing|dates|i18n))[\\/]/;

export default defineConfig(({ command }) => ({
  plugins: [
    messageCatalogues(),
    react(),
    preloadLandingPage(),
    // After preloadLandingPage: its preloads go into the template with the entry.
    wayInScript('src/app/start/way-in.ts', 'src/app/start/sign-in-start-main.ts'),
    wayInDevScript('src/app/start/theme.js'),
    compileEntryEagerly(),
    uploadSourceMaps(RELEASE),
  ],
  define: { __SHS_RELEASE__: JSON.stringify(RELEASE) },
  resolve: {
    alias:
      command === 'build'
        ? [
            ...spaRuntimeAliases(SPA_RUNTIME),
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically stays in the entry chunk. Left alone, rolldown
        // cut the modules that lazy areas share with the entry (React itself, zustand, the
        // services rules, the request headers, the spec messages) into five chunks of 0.3 to
        // 3 kB, each one more request and module record before the first render.
        // The server-data library (TanStack Query) is one chunk: split by importer it came as
        // seven of 0.8 to 3 kB, seven requests in a row before the dashboard's cards could show.
        // The sign-in starter (issue 29) is built on its own (scripts/build/way-in-script.ts).
        // The small shared building blocks (components, request and text helpers, 0.1 to 1 kB
        // each) are one chunk: split by importer, a cold dashboard fetched fifteen of them beside
        // its cards, every request some 10 to 50 ms of the main thread at 4x CPU (ResourceFetcher)
        // and a module record more (issue 29). The spinner stays apart: the landing page, which
        // index.html preloads, imports it, and the first load would carry the whole group.
        codeSplitting: {
          groups: [
            { name: 'start', tags: ['$initial'] },
            { name: 'start', test: SPINNER },
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'shared', test: SHARED_BLOCKS, minShareCount: 2, maxModuleSize: 6000 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'header-element/**/*.test.{ts,tsx}',
      'demo/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
}));
