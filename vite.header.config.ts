// Standalone <shs-header> bundle for third-party pages. React is aliased to preact/compat here
// (and only here) so the bundle fits the 40 kB gzipped first-load budget; the SPA keeps React 19.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = import.meta.dirname;
const entries: Record<string, string> = { 'shs-header': resolve(root, 'header-element/index.ts') };
const heroes = resolve(root, 'header-element/heroes/index.ts');
if (existsSync(heroes)) entries['shs-heroes'] = heroes;

export default defineConfig({
  publicDir: false,
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
