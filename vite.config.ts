// Account-centre SPA build and the vitest (happy-dom) setup. The widget gallery has its own
// build (vite.widgets.config.ts), so nothing of it reaches the production SPA.
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(LANDING_PAGE),
        );
        if (!chunk || chunk.type !== 'chunk') return [];
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
          ...css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadLandingPage()],
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
