// The two first-party public clients (docs/contracts.md "Sign-in").
import { existsSync, readdirSync } from 'node:fs';
import type { ClientMetadata } from 'oidc-provider';

/** Client id of the account-centre SPA. */
export const ACCOUNT_CENTRE_CLIENT_ID = 'account-centre';
/** Client id of the storefront header when it signs in by itself. */
export const HEADER_CLIENT_ID = 'shs-header';
/** Every client this provider knows; all are first-party (no consent screen). */
export const FIRST_PARTY_CLIENT_IDS: readonly string[] = [
  ACCOUNT_CENTRE_CLIENT_ID,
  HEADER_CLIENT_ID,
];

/** Demo pages the header may return to even before their HTML file exists. */
const KNOWN_DEMO_PAGES = ['callback.html', 'index.html', 'buy.html', 'shop.html', 'support.html'];

/**
 * Redirect targets of the header client: `/demo/` plus every HTML page in `demo/pages/`, so a
 * page another engineer adds can sign in after a restart without touching the server.
 */
export function demoPageUrls(origin: string, demoPagesDir: string): string[] {
  const files = existsSync(demoPagesDir)
    ? readdirSync(demoPagesDir).filter((name) => name.endsWith('.html'))
    : [];
  const names = [...new Set([...KNOWN_DEMO_PAGES, ...files])].sort();
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
