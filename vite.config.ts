// Account-centre SPA build and the vitest (happy-dom) setup. The widget gallery has its own
// build (vite.widgets.config.ts), so nothing of it reaches the production SPA.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { minifyPublicScripts } from './scripts/build/minify-public-scripts';
import { messageCatalogues } from './scripts/build/message-catalogues';
import { packageRelease, uploadSourceMaps } from './scripts/build/source-maps';
import { wayInScript } from './scripts/build/way-in-script';

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
        // The account centre's page only: the sign-in starter shows no page of the app.
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
        return [
          ...scripts.filter(unseen).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...new Set(css)].filter(unseen).map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
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

/** The account centre's page and the light sign-in starter's (issue 29): the build's two entries. */
const APP_ENTRY = fileURLToPath(new URL('./index.html', import.meta.url));
const SIGN_IN_START_ENTRY = fileURLToPath(new URL('./sign-in-start.html', import.meta.url));

/** Every module `entry` imports statically, directly or not. */
function staticGraph(entry: string, ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** Which of the two entries' initial modules each imports (found once, from the module graph). */
function entryGraphs(): (ctx: ChunkingContext) => { app: Set<string>; starter: Set<string> } {
  let graphs: { app: Set<string>; starter: Set<string> } | null = null;
  return (ctx) =>
    (graphs ??= {
      app: staticGraph(APP_ENTRY, ctx),
      starter: staticGraph(SIGN_IN_START_ENTRY, ctx),
    });
}

/**
 * The chunks of the entries' initial modules: the few of our own modules the starter shares with
 * the app (paths, config, return path) in one small `start-shared` chunk, taken first; then the
 * app's in one `start` chunk (which takes its modules' dependencies too). The starter's others
 * (its module, oidc-client-ts) go as rolldown splits them: the starter never loads the app's start.
 */
function startGroups(): CodeSplittingGroup[] {
  const graphs = entryGraphs();
  return [
    {
      name: (id, ctx) => {
        const { app, starter } = graphs(ctx);
        return app.has(id) && starter.has(id) && !id.includes('/node_modules/')
          ? 'start-shared'
          : null;
      },
      priority: 2,
      tags: ['$initial'],
    },
    {
      name: (id, ctx) => (graphs(ctx).starter.has(id) ? null : 'start'),
      priority: 1,
      tags: ['$initial'],
    },
  ];
}

/**
 * react-router's package exports name only its development build (dev warnings switched on);
 * the production build beside it is the same code with them off. The SPA's bundle takes that one.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [
    messageCatalogues(),
    react(),
    preloadLandingPage(),
    // After preloadLandingPage: its preloads go into the template with the entry.
    wayInScript('src/app/start/way-in.ts'),
    compileEntryEagerly(),
    uploadSourceMaps(RELEASE),
    minifyPublicScripts(['theme.js']),
  ],
  define: { __SHS_RELEASE__: JSON.stringify(RELEASE) },
  resolve: {
    alias:
      command === 'build'
        ? [
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
      // The account centre, and the light sign-in starter signed-out visits take (issue 29).
      input: { index: APP_ENTRY, 'sign-in-start': SIGN_IN_START_ENTRY },
      output: {
        // Everything the entry imports statically stays in the entry chunk. Left alone, rolldown
        // cut the modules that lazy areas share with the entry (React itself, zustand, the
        // services rules, the request headers, the spec messages) into five chunks of 0.3 to
        // 3 kB, each one more request and module record before the first render.
        // With the sign-in starter (issue 29), what it shares with the app is one chunk apart:
        // in the app's start chunk, the starter would load the whole app. The server-data library
        // (TanStack Query) is one chunk too: split by importer it came as seven of 0.8 to 3 kB,
        // seven requests in a row before the dashboard's cards could show.
        codeSplitting: {
          groups: [
            ...startGroups(),
            { name: 'react-query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'header-element/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
}));
