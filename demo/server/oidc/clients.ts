// The two first-party public clients (docs/contracts.md "Sign-in").
import { existsSync, readdirSync } from 'node:fs';
import type { ClientMetadata } from 'oidc-provider';
import { embedOrigins, originAllowed } from '../embedding.js';
import { DEMO_PAGES } from '../demo-pages.js';
import { HOME_SITE_PAGES } from '../home-site.js';

/** Client id of the account-centre SPA. */
export const ACCOUNT_CENTRE_CLIENT_ID = 'account-centre';
/** Client id of the storefront header when it signs in by itself. */
export const HEADER_CLIENT_ID = 'shs-header';
/** Every client this provider knows; all are first-party (no consent screen). */
export const FIRST_PARTY_CLIENT_IDS: readonly string[] = [
  ACCOUNT_CENTRE_CLIENT_ID,
  HEADER_CLIENT_ID,
];

/**
 * The header client's demo pages: `/demo/` plus the rendered demo pages (demo-pages.ts),
 * the home site's top-level text pages (home-site.ts) and every HTML file in `demo/pages/`, so a
 * page another engineer adds can sign in after a restart without touching the server.
 */
export function demoPageUrls(origin: string, demoPagesDir: string): string[] {
  const files = existsSync(demoPagesDir)
    ? readdirSync(demoPagesDir).filter((name) => name.endsWith('.html'))
    : [];
  const homeSite = Object.keys(HOME_SITE_PAGES)
    .filter((key) => !key.includes('/'))
    .map((key) => `${key}.html`);
  const rendered = Object.keys(DEMO_PAGES).map((key) => `${key}.html`);
  // Served by routes/embedding.ts rather than from a file of its own.
  const routed = ['pinned.html'];
  const names = [...new Set([...rendered, ...homeSite, ...files, ...routed])].sort();
  return [`${origin}/demo/`, ...names.map((name) => `${origin}/demo/${name}`)];
}

const PUBLIC_CLIENT: Partial<ClientMetadata> = {
  token_endpoint_auth_method: 'none',
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  application_type: 'web',
};

/** `http://localhost:P` <-> `http://127.0.0.1:P`: the same machine and port seen as another site. */
export function loopbackTwin(origin: string): string | undefined {
  const url = new URL(origin);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else return undefined;
  return url.origin;
}

/**
 * Extra pages of partners that embed the header, each registered exactly:
 * `SHS_HEADER_REDIRECT_URIS`, comma-separated absolute http(s) URLs without fragment or
 * credentials. A page that is not listed cannot receive the header client's codes.
 */
export function partnerRedirectUris(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.SHS_HEADER_REDIRECT_URIS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (
        !url ||
        !/^https?:$/.test(url.protocol) ||
        url.hash ||
        url.username ||
        url.password ||
        entry.includes('#')
      ) {
        throw new Error(
          `SHS_HEADER_REDIRECT_URIS must list absolute http(s) page URLs without a fragment, got "${entry}".`,
        );
      }
      return url.href;
    });
}

/**
 * Every address the header client may return to, exactly: the demo pages on this origin and on
 * its loopback twin (how the e2e tests and a developer play "another site" on one machine), and
 * the partner pages of SHS_HEADER_REDIRECT_URIS. No pattern, no other path or port (issue 23).
 */
export function headerRedirectUris(
  origin: string,
  demoPagesDir: string,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const pages = demoPageUrls(origin, demoPagesDir);
  const twin = loopbackTwin(origin);
  const twinPages = twin ? pages.map((page) => `${twin}${page.slice(origin.length)}`) : [];
  return [...new Set([...pages, ...twinPages, ...partnerRedirectUris(env)])];
}

/** Client registrations for the provider. */
export function firstPartyClients(origin: string, demoPagesDir: string): ClientMetadata[] {
  const headerPages = headerRedirectUris(origin, demoPagesDir);
  return [
    {
      ...PUBLIC_CLIENT,
      client_id: ACCOUNT_CENTRE_CLIENT_ID,
      client_name: 'Account Centre',
      redirect_uris: [`${origin}/auth/callback`, `${origin}/auth/renew`],
      post_logout_redirect_uris: [`${origin}/`],
    },
    {
      ...PUBLIC_CLIENT,
      client_id: HEADER_CLIENT_ID,
      client_name: 'Storefront',
      // The header shows who is signed in and signs out; it renews nothing and reads no email
      // or name: no refresh token, and only `openid` (spec 9.2: its default scope).
      grant_types: ['authorization_code'],
      scope: 'openid',
      redirect_uris: headerPages,
      post_logout_redirect_uris: headerPages,
    },
  ];
}

/** Whether the provider answers `clientId`'s token calls from a page at `origin` (CORS). */
export function embeddingCorsAllowed(
  clientId: string | undefined,
  origin: string,
  patterns: readonly string[] = embedOrigins(),
): boolean {
  return clientId === HEADER_CLIENT_ID && originAllowed(origin, patterns);
}
