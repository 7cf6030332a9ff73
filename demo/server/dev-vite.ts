// `--dev`: the SPA from Vite in middleware mode (hot reload) on the server's own origin.
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { ServerPaths } from './paths.js';

/** Mounts Vite's middlewares; returns a function that stops Vite. */
export async function mountVite(
  app: Express,
  paths: ServerPaths,
  httpServer: Server | undefined,
): Promise<() => Promise<void>> {
  // Imported lazily: production starts never load Vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: paths.viteConfig,
    root: paths.root,
    appType: 'spa',
    server: { middlewareMode: true, hmr: httpServer ? { server: httpServer } : false },
  });
  app.use(vite.middlewares);
  return () => vite.close();
}
