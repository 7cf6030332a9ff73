// Starts the HTTP server: one process, one port, everything on it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createApp, type AppOptions } from './app.js';

/** A running server. */
export interface RunningServer {
  server: Server;
  origin: string;
  close(): Promise<void>;
}

/** Options of {@link startServer}; `port` 0 picks a free port (tests). */
export interface StartOptions extends Omit<AppOptions, 'origin' | 'httpServer'> {
  port: number;
  /** Defaults to `http://localhost:${port}`. */
  origin?: string;
}

/**
 * Listens first and builds the app once the port is known, so port 0 works and the issuer
 * names the real port. Requests that arrive meanwhile wait for the app instead of hanging.
 */
export async function startServer({
  port,
  origin,
  ...options
}: StartOptions): Promise<RunningServer> {
  const server = createServer();
  let ready!: (app: Express) => void;
  let failed!: (error: unknown) => void;
  const appPromise = new Promise<Express>((resolvePromise, reject) => {
    ready = resolvePromise;
    failed = reject;
  });
  server.on('request', (req, res) => {
    appPromise.then(
      (app) => app(req, res),
      () => res.writeHead(503).end('Server failed to start.'),
    );
  });
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolvePromise());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const publicOrigin = origin ?? `http://localhost:${actualPort}`;
  try {
    const built = await createApp({ ...options, origin: publicOrigin, httpServer: server });
    ready(built.app);
    return {
      server,
      origin: publicOrigin,
      async close() {
        await built.close();
        server.closeAllConnections();
        await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
      },
    };
  } catch (error) {
    failed(error);
    server.close();
    throw error;
  }
}
