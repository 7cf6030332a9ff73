// Standalone <shs-header> bundle for third-party pages. React is aliased to preact/compat here
// so the first load stays small (ARCHITECTURE.md 5: 20 kB gzipped); the SPA keeps React 19 unless
// built with SHS_SPA_RUNTIME=preact (scripts/build/spa-runtime.ts, ADR 016).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { messageCatalogues } from './scripts/build/message-catalogues';
import { packageRelease, uploadSourceMaps } from './scripts/build/source-maps';
import { PREACT_COMPAT_ALIASES } from './scripts/build/spa-runtime';
import {
  customElementsManifest,
  domDeclarations,
  heroDomDeclarations,
  reactDeclarations,
} from './header-element/element-manifest';

const root = import.meta.dirname;
const entries: Record<string, string> = { 'shs-header': resolve(root, 'header-element/index.ts') };
const heroes = resolve(root, 'header-element/heroes/index.ts');
if (existsSync(heroes)) entries['shs-heroes'] = heroes;

/**
 * Emits /header/shs-header.css: the few rules that reserve the header's height before the script
 * runs (host pages paste it as a <link> in <head>, so the page never shifts when it upgrades).
 */
function hostSizingCss(): Plugin {
  return {
    name: 'shs-header-host-css',
    generateBundle() {
      const source = readFileSync(resolve(root, 'header-element/host.css'), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'shs-header.css', source });
    },
  };
}

/** custom-elements.json and the TypeScript declarations, beside the bundle (element-manifest.ts). */
function elementTypes(): Plugin {
  return {
    name: 'shs-header-types',
    generateBundle() {
      const manifest = JSON.stringify(customElementsManifest(), null, 2);
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: manifest });
      this.emitFile({ type: 'asset', fileName: 'shs-header.d.ts', source: domDeclarations() });
      this.emitFile({ type: 'asset', fileName: 'shs-heroes.d.ts', source: heroDomDeclarations() });
      this.emitFile({
        type: 'asset',
        fileName: 'shs-header-react.d.ts',
        source: reactDeclarations(),
      });
    },
  };
}

/**
 * Vite wraps every dynamic import in a preload helper that adds <link rel=modulepreload> and CSS
 * links for the chunk's dependencies (0.9 kB gzipped in the first load). The header's chunks
 * carry no CSS (styles are inlined strings adopted by the shadow root) and modulePreload is off,
 * so the helper only has to run the import.
 */
function noPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'shs-header-no-preload-helper',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : undefined),
    load: (source) =>
      source === id ? 'export const __vitePreload = (load) => load();' : undefined,
  };
}

/**
 * r2wc's React adapter reads React through its default import (`React.createElement`). Aliased to
 * preact/compat, that default is one object holding all of compat (Children, memo, forwardRef,
 * portals, …), so none of it could be left out of the first load. For that one module, `react`
 * resolves to a default export holding only what it calls.
 */
function r2wcReactDefault(): Plugin {
  const id = '\0shs-header-r2wc-react.js';
  return {
    name: 'shs-header-r2wc-react',
    enforce: 'pre',
    resolveId: (source, importer) =>
      (source === 'react' || source === 'preact/compat') &&
      importer?.includes('@r2wc/react-to-web-component')
        ? id
        : undefined,
    load: (source) =>
      source === id
        ? "import { createElement } from 'preact/compat';\nexport default { createElement };"
        : undefined,
  };
}

const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string;
};

/** Subresource Integrity value of a file's bytes (sha384, as browsers check it). */
function integrity(bytes: string | Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Publishes the build a second time under /header/<package version>/ (an immutable path: the
 * server caches it for a year) and writes the SRI hashes of every script and stylesheet to
 * <version>/manifest.json and, for the current version, manifest.json beside the stable alias.
 * Host pages that pin a version paste `integrity` from there (README "Pinned and verifiable").
 */
function versionedCopy(): Plugin {
  return {
    name: 'shs-header-versioned-copy',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? resolve(root, 'dist/header');
      const files: Record<string, string> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        const bytes = output.type === 'chunk' ? output.code : output.source;
        const target = join(outDir, version, fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, bytes);
        if (/\.(js|css)$/.test(fileName)) files[fileName] = integrity(bytes);
      }
      const manifest = JSON.stringify(
        { version, path: `/header/${version}/`, algorithm: 'sha384', files },
        null,
        2,
      );
      writeFileSync(join(outDir, version, 'manifest.json'), manifest);
      writeFileSync(join(outDir, 'manifest.json'), manifest);
    },
  };
}

export default defineConfig({
  publicDir: false,
  plugins: [
    messageCatalogues(),
    noPreloadHelper(),
    r2wcReactDefault(),
    hostSizingCss(),
    elementTypes(),
    versionedCopy(),
    uploadSourceMaps(packageRelease('shs-header'), 'header'),
  ],
  resolve: {
    alias: [...PREACT_COMPAT_ALIASES],
  },
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __SHS_RELEASE__: JSON.stringify(packageRelease('shs-header')),
  },
  build: {
    outDir: 'dist/header',
    emptyOutDir: true,
    sourcemap: true,
    // ES2022 syntax (class fields, as r2wc writes them) needs no helpers: every browser with
    // constructable stylesheets, which the header requires (Chrome 73, Firefox 101, Safari 16.4),
    // runs it natively.
    target: 'es2022',
    modulePreload: false,
    rollupOptions: {
      input: entries,
      // Stable entry names: third-party pages paste /header/shs-header.js once and never change it.
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        // V8's explicit compile hint: compile every function while the script streams in (off
        // the main thread), not lazily on first call inside the element's first render.
        postBanner: '//# allFunctionsCalledOnLoad',
        // Preact in one chunk of its own (both entries use it); the header's modules stay in
        // shs-header.js, also those an on-demand chunk (menus, search results) imports: without
        // this each such module became a small chunk of its own in the first load. The compiled
        // messages' plural helpers (@messageformat/runtime, make-plural: English's words and the
        // on-demand Spanish chunk both call them) ride along with Preact: on their own they were
        // one more first-load chunk, some 160 B gzipped more than inside this one.
        codeSplitting: {
          groups: [
            {
              name: 'preact',
              test: /node_modules[\\/](preact|@messageformat[\\/]runtime|make-plural)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
      // The entries export nothing of their own; allowing extra exports lets on-demand chunks
      // import the header's shared modules from shs-header.js instead of from extra chunks.
      preserveEntrySignatures: 'allow-extension',
    },
  },
});
