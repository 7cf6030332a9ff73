// Assembles the one Express app: security headers, the OIDC provider and its login page, the
// API route modules, static files and the SPA.
import type { Server } from 'node:http';
import compression from 'compression';
import express, { type Express } from 'express';
import type Provider from 'oidc-provider';
import { createAuthMiddleware } from './api/auth-middleware.js';
import { apiNotFound, jsonErrorHandler } from './api/errors.js';
import type { Db } from './db/database.js';
import { mountVite } from './dev-vite.js';
import { EMBEDDABLE_PATHS, embedOrigins, embeddingCors } from './embedding.js';
import { ACCOUNT_CENTRE_CLIENT_ID, FIRST_PARTY_CLIENT_IDS } from './oidc/clients.js';
import { interactionRoutes } from './oidc/interactions.js';
import { RESET_PATH } from './mail/password-reset.js';
import { passwordResetRoutes } from './oidc/password-reset-pages.js';
import { loadKeys } from './oidc/keys.js';
import { createProvider, OIDC_MOUNT_PATH } from './oidc/provider.js';
import { PATHS, type ServerPaths } from './paths.js';
import * as routeModules from './routes/index.js';
import type { RouteContext, RouteModule } from './routes/types.js';
import { securityHeaders } from './security-headers.js';
import { requireRecentSignIn, type RecentSignInOptions } from './security/recent-sign-in.js';
import { touchDevice } from './sign-in-sessions.js';
import { mountBuiltApp, mountSharedStatic } from './static.js';

/** What the app is built from. */
export interface AppOptions {
  db: Db;
  /** Public origin, e.g. `http://localhost:8080` (no trailing slash). */
  origin: string;
  /** Vite middleware instead of dist/app, relaxed CSP. */
  dev?: boolean;
  /** The server the app will run on (Vite's hot-reload websocket shares it). */
  httpServer?: Server;
  paths?: ServerPaths;
  /**
   * Take the client address from `X-Forwarded-For` (Express `trust proxy`): only behind a proxy
   * that sets it, and in tests that play callers from several addresses. Off by default, so
   * nobody can pick their own address to slip past the guessing throttle.
   */
  trustProxy?: boolean;
  /**
   * How long a sign-in counts as recent for sensitive changes (default 5 minutes); the e2e
   * tests shorten it (`SHS_RECENT_SIGN_IN_SECONDS`) to see it lapse without waiting.
   */
  recentSignIn?: RecentSignInOptions;
}

/** The built app plus what its owner needs to shut it down. */
export interface BuiltApp {
  app: Express;
  provider: Provider;
  close(): Promise<void>;
}

// Compile-time check that every export of routes/index.ts is a route module.
const ROUTE_MODULES: Record<string, RouteModule> = routeModules;

/** Builds the whole server app. */
export async function createApp({
  db,
  origin,
  dev = false,
  httpServer,
  paths = PATHS,
  trustProxy = false,
  recentSignIn = {},
}: AppOptions): Promise<BuiltApp> {
  const keys = loadKeys(db);
  const provider = createProvider({ db, origin, keys, demoPagesDir: paths.demoPages });
  provider.proxy = trustProxy;
  const authOptions = {
    provider,
    issuer: provider.issuer,
    publicJwks: keys.publicJwks as Parameters<typeof createAuthMiddleware>[0]['publicJwks'],
    clientIds: FIRST_PARTY_CLIENT_IDS,
  };
  // The account and platform APIs serve the account centre only (audience check).
  const requireAuth = createAuthMiddleware({
    ...authOptions,
    accessClientIds: [ACCOUNT_CENTRE_CLIENT_ID],
    onAccepted: (auth) => {
      if (auth.sessionUid) touchDevice(db, auth.sessionUid);
    },
  });
  // Storefront services (commerce) serve both first-party clients, and anonymous visitors.
  const optionalAuth = createAuthMiddleware({ ...authOptions, optional: true });

  const app = express();
  app.disable('x-powered-by');
  if (trustProxy) app.set('trust proxy', true);
  app.use(securityHeaders(dev, embedOrigins()));
  // Text answers (the app's and the header's scripts, styles, pages, JSON) go out gzipped, as a
  // real CDN sends them: uncompressed, the cold dashboard downloaded 552 kB of JavaScript instead
  // of about 150 kB (issue 29), which on a phone's network is seconds.
  app.use(compression());

  // Ours first: the provider would answer 404 for paths it does not know.
  app.use(`${OIDC_MOUNT_PATH}/interaction`, interactionRoutes(provider, db, origin));
  app.use(RESET_PATH, passwordResetRoutes(db));
  // No body parser may run before the provider: it reads request bodies itself.
  app.use(OIDC_MOUNT_PATH, provider.callback());

  app.use('/api', express.json({ limit: '100kb' }));
  app.use(['/api/account', '/api/platform'], requireAuth);
  // Before every route module: CORS answers for pages that embed <shs-header> (embedding.ts).
  app.use(EMBEDDABLE_PATHS, embeddingCors());
  const ctx: RouteContext = {
    db,
    provider,
    origin,
    paths,
    requireAuth,
    optionalAuth,
    requireRecentSignIn: requireRecentSignIn(db, recentSignIn),
    recentSignIn,
  };
  for (const module of Object.values(ROUTE_MODULES)) module.mount(app, ctx);
  app.use('/api', apiNotFound);

  mountSharedStatic(app, paths);
  const closeVite = dev ? await mountVite(app, paths, httpServer) : undefined;
  if (!dev) mountBuiltApp(app, paths);

  app.use(jsonErrorHandler);

  return {
    app,
    provider,
    async close() {
      await closeVite?.();
    },
  };
}
