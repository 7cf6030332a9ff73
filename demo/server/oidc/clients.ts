// The two first-party public clients (docs/contracts.md "Sign-in").
import { existsSync, readdirSync } from 'node:fs';
import type Provider from 'oidc-provider';
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
 * Redirect targets of the header client: `/demo/` plus the rendered demo pages (demo-pages.ts),
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
  const names = [...new Set([...rendered, ...homeSite, ...files])].sort();
  return [`${origin}/demo/`, ...names.map((name) => `${origin}/demo/${name}`)];
}

const PUBLIC_CLIENT: Partial<ClientMetadata> = {
  token_endpoint_auth_method: 'none',
  grant_types: ['authorization_code', 'refresh_token'],
  response_types: ['code'],
  application_type: 'web',
};

/** Client registrations for the provider. */
export function firstPartyClients(origin: string, demoPagesDir: string): ClientMetadata[] {
  const demoPages = demoPageUrls(origin, demoPagesDir);
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
      redirect_uris: demoPages,
      post_logout_redirect_uris: demoPages,
    },
  ];
}

/**
 * True when a page at `uri` on an allowed embedding origin (SHS_EMBED_ORIGINS, see
 * ../embedding.ts) may be a sign-in or sign-out return address of the header client: the
 * header signs in from the page it is pasted on (data-redirect-uri defaults to that page).
 */
export function embeddedPageAllowed(uri: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  // No fragment (OAuth 2.0 section 3.1.2) and no credentials in the address.
  if (url.hash || url.username || url.password) return false;
  return originAllowed(url.origin, patterns);
}

/** Whether the provider answers `clientId`'s token calls from a page at `origin` (CORS). */
export function embeddingCorsAllowed(
  clientId: string | undefined,
  origin: string,
  patterns: readonly string[] = embedOrigins(),
): boolean {
  return clientId === HEADER_CLIENT_ID && originAllowed(origin, patterns);
}

type RedirectCheck = (this: { clientId: string }, value: string) => boolean;

/**
 * Lets the header client return to pages on the allowed embedding origins, besides its
 * registered demo pages (redirect URIs cannot carry wildcards, and a partner's page list is
 * theirs). The account centre's client keeps its exact registered URIs.
 */
export function allowEmbeddingPages(
  provider: Provider,
  patterns: readonly string[] = embedOrigins(),
): void {
  const prototype = provider.Client.prototype as unknown as Record<string, RedirectCheck>;
  for (const method of ['redirectUriAllowed', 'postLogoutRedirectUriAllowed']) {
    const registered = prototype[method]!;
    prototype[method] = function (this: { clientId: string }, value: string) {
      return (
        registered.call(this, value) ||
        (this.clientId === HEADER_CLIENT_ID && embeddedPageAllowed(value, patterns))
      );
    };
  }
}
