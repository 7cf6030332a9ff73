// Content-Security-Policy and the other security headers, from helmet.
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { LOGIN_STYLE_HASH } from './oidc/login-style.js';
import { isSpaRoute } from './static.js';

type Directives = Record<string, string[] | null>;

/**
 * The production policy: nothing inline, nothing from other origins; the one exception is the
 * server-rendered pages' stylesheet, allowed by its hash (oidc/login-style.ts).
 */
export const STRICT_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", LOGIN_STYLE_HASH],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  // Plain http on localhost: upgrading would break every request.
  'upgrade-insecure-requests': null,
};

/**
 * `--dev` only: Vite's dev server injects inline scripts (React refresh preamble) and styles and
 * talks to its HMR websocket; none of that exists in a build.
 */
export const DEV_DIRECTIVES: Directives = {
  ...STRICT_DIRECTIVES,
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
};

/**
 * Trusted Types for the account centre's pages: every script-URL and HTML sink must be given a
 * value made by one of the named policies, so a DOM XSS bug cannot turn a string into script.
 * `shs-html` is for sanitised HTML, `shs-script-url` for the script URLs the app injects (chat).
 */
export const SPA_TRUSTED_TYPES =
  "require-trusted-types-for 'script'; trusted-types shs-html shs-script-url";

/**
 * helmet with our policy; HSTS off because the demo runs on http://localhost. `formTargets`: the
 * allowed embedding origins (embedding.ts): the provider's login form redirects to a page there
 * after sign-in, and `form-action` also governs a form's redirects.
 */
export function securityHeaders(dev: boolean, formTargets: readonly string[] = []): RequestHandler {
  const headers = baseHeaders(dev, formTargets);
  if (dev) return headers;
  // The SPA's pages (not the demo pages that host third-party-style embeds) also require
  // Trusted Types; in --dev, Vite's injected client would not pass them.
  return (req, res, next) =>
    headers(req, res, (error?: unknown) => {
      if (error) return next(error);
      const csp = res.getHeader('Content-Security-Policy');
      if (req.method === 'GET' && isSpaRoute(req.path) && typeof csp === 'string') {
        res.setHeader('Content-Security-Policy', `${csp};${SPA_TRUSTED_TYPES}`);
      }
      next();
    });
}

function baseHeaders(dev: boolean, formTargets: readonly string[]): RequestHandler {
  const base = dev ? DEV_DIRECTIVES : STRICT_DIRECTIVES;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...base, 'form-action': [...(base['form-action'] ?? []), ...formTargets] },
    },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
}
