// Which other sites may embed <shs-header> (docs/contracts.md "Embedding origins"): one setting,
// SHS_EMBED_ORIGINS, read here and used by the CORS of /config.json and the commerce calls and by
// the provider (the header client's sign-in redirects and token calls from those pages).
import cors from 'cors';
import type { RequestHandler } from 'express';

/** What a page on an allowed embedding origin may call from script: config and commerce. */
export const EMBEDDABLE_PATHS = ['/config.json', '/api/commerce'];

/** Allowed when SHS_EMBED_ORIGINS is not set: pages served from this machine, on any port. */
export const DEFAULT_EMBED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
];

/**
 * The allowed embedding origins: `SHS_EMBED_ORIGINS` as a comma-separated list of origins
 * (`https://www.partner.example`), where a port of `*` means any port (`http://localhost:*`).
 * Unset: {@link DEFAULT_EMBED_ORIGINS}. Set but empty: no other origin may embed.
 */
export function embedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const raw = env.SHS_EMBED_ORIGINS;
  if (raw === undefined) return [...DEFAULT_EMBED_ORIGINS];
  return raw
    .split(',')
    .map((entry) => entry.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** True when `origin` (as browsers send it: scheme://host[:port]) matches one of `patterns`. */
export function originAllowed(origin: string | undefined, patterns: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return false;
  return patterns.some((pattern) => {
    if (pattern.endsWith(':*')) {
      const base = pattern.slice(0, -2);
      return (
        origin === base ||
        (origin.startsWith(`${base}:`) && /^\d+$/.test(origin.slice(base.length + 1)))
      );
    }
    return pattern === origin;
  });
}

/**
 * CORS for the anonymous, non-personal calls a third-party page's header makes: the origin is
 * echoed only when allowed (never `*`), no credentials (cookies) are ever allowed, and the
 * preflight lets through the headers the header sends (bearer, id token, Sessionid, x-trid).
 */
export function embeddingCors(patterns: readonly string[] = embedOrigins()): RequestHandler {
  return cors({
    origin: (origin, done) => done(null, originAllowed(origin, patterns)),
    credentials: false,
    methods: ['GET', 'POST', 'DELETE'],
    allowedHeaders: ['Accept', 'Content-Type', 'Authorization', 'X-IdToken', 'Sessionid', 'x-trid'],
    exposedHeaders: ['x-trid'],
    maxAge: 600,
  });
}
