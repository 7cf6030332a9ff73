// The contract between the app and each route module (account, platform, commerce, content...).
import type { Express, RequestHandler } from 'express';
import type Provider from 'oidc-provider';
import type { Db } from '../db/database.js';
import type { ServerPaths } from '../paths.js';
import type { RecentSignInOptions } from '../security/recent-sign-in.js';

/** What every route module gets when it is mounted. */
export interface RouteContext {
  db: Db;
  provider: Provider;
  /** e.g. `http://localhost:8080`, no trailing slash. */
  origin: string;
  paths: ServerPaths;
  /**
   * Put in front of any handler that needs a signed-in customer; it sets `req.auth.userId` or
   * answers 401. `/api/account` and `/api/platform` already run it for every request.
   */
  requireAuth: RequestHandler;
  /**
   * Sets `req.auth` when the request carries tokens of either first-party client (401 if they
   * are bad) and lets anonymous requests through without it (storefront services).
   */
  optionalAuth: RequestHandler;
  /**
   * Put in front of a sensitive change (after `requireAuth`): 403 `recent_sign_in_required`
   * unless the request's provider session signed in or confirmed within the window.
   */
  requireRecentSignIn: RequestHandler;
  /** The window and clock of {@link requireRecentSignIn}, for checks inside a handler. */
  recentSignIn: RecentSignInOptions;
}

/**
 * One group of routes. `mount` runs after JSON body parsing is set up for `/api` and before the
 * JSON 404 for unknown `/api` paths and the error handler, so thrown errors become JSON.
 */
export interface RouteModule {
  mount(app: Express, ctx: RouteContext): void;
}
