// Account-centre SPA build and the vitest (happy-dom) setup. The widget gallery has its own
// build (vite.widgets.config.ts), so nothing of it reaches the production SPA.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    sourcemap: true,
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'header-element/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
});
