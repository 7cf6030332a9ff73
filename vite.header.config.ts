// Standalone <shs-header> bundle for third-party pages. React is aliased to preact/compat here
// (and only here) so the bundle fits the 40 kB gzipped first-load budget; the SPA keeps React 19.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  publicDir: false,
  plugins: [hostSizingCss()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/header',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2020',
    modulePreload: false,
    rollupOptions: {
      input: entries,
      // Stable entry names: third-party pages paste /header/shs-header.js once and never change it.
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
      preserveEntrySignatures: 'strict',
    },
  },
});
