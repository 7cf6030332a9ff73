// Account-centre SPA build (plus the widget gallery page) and the vitest (happy-dom) setup.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const pages: Record<string, string> = { main: resolve(root, 'index.html') };
// The widget gallery is a second page of the same build so it uses the very same components.
const gallery = resolve(root, 'demo/widgets/index.html');
if (existsSync(gallery)) pages.widgets = gallery;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { input: pages },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'header-element/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
});
