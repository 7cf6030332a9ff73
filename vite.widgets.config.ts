// The widget gallery (demo/widgets): its own build into dist/widgets, served at /demo/widgets/.
// Kept out of the SPA build so no gallery code or shared-chunk split reaches production.
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messageCatalogues } from './scripts/build/message-catalogues';

const root = import.meta.dirname;

export default defineConfig({
  root: resolve(root, 'demo/widgets'),
  base: '/demo/widgets/',
  publicDir: false,
  plugins: [messageCatalogues(), react()],
  build: {
    outDir: resolve(root, 'dist/widgets'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
