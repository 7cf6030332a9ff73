// @vitest-environment node
// <shs-header> on other sites: the allowed-origin rule, CORS of /config.json and the commerce
// calls, the provider's token CORS and redirect check for pages on allowed origins.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_ORIGINS, embedOrigins, originAllowed } from './embedding.js';
import { headerRedirectUris, loopbackTwin, partnerRedirectUris } from './oidc/clients.js';
import { PATHS } from './paths.js';
import { README_ORIGIN } from './routes/embedding.js';
import { removeDataDir, startTestServer, type TestServer } from './test-support/test-server.js';

describe('allowed embedding origins', () => {
  it('defaults to loopback on any port; SHS_EMBED_ORIGINS replaces the list', () => {
    expect(embedOrigins({})).toEqual([...DEFAULT_EMBED_ORIGINS]);
    expect(
      embedOrigins({ SHS_EMBED_ORIGINS: ' https://a.example/ , https://b.example:8443' }),
    ).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(embedOrigins({ SHS_EMBED_ORIGINS: '' })).toEqual([]);
  });

  it('matches exact origins and any-port patterns, nothing looser', () => {
    const patterns = [...DEFAULT_EMBED_ORIGINS, 'https://www.partner.example'];
    for (const origin of [
      'http://127.0.0.1:9393',
      'http://localhost:8080',
      'http://localhost',
      'https://www.partner.example',
    ])
      expect(originAllowed(origin, patterns), origin).toBe(true);
    for (const origin of [
      undefined,
      'null',
      'https://localhost:8080',
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example:80',
      'https://www.partner.example:444',
      'https://evil.partner.example',
      'http://localhost:80x',
    ])
      expect(originAllowed(origin, patterns), String(origin)).toBe(false);
  });

  it("registers the header client's return pages exactly: demo pages here and on the loopback twin, plus listed partner pages", () => {
    const uris = headerRedirectUris('http://localhost:8080', PATHS.demoPages, {
      SHS_HEADER_REDIRECT_URIS: 'https://www.partner.example/account/callback',
    });
    expect(uris).toEqual(
      expect.arrayContaining([
        'http://localhost:8080/demo/',
        'http://localhost:8080/demo/third-party.html',
        'http://127.0.0.1:8080/demo/third-party.html',
        'http://127.0.0.1:8080/demo/pinned.html',
        'https://www.partner.example/account/callback',
      ]),
    );
    expect(uris.every((uri) => !uri.includes('*'))).toBe(true);
    expect(loopbackTwin('https://account.example.com')).toBeUndefined();
    expect(() => partnerRedirectUris({ SHS_HEADER_REDIRECT_URIS: 'https://a.example/#x' })).toThrow(
      'SHS_HEADER_REDIRECT_URIS must list absolute http(s) page URLs',
    );
    expect(() => partnerRedirectUris({ SHS_HEADER_REDIRECT_URIS: '/relative' })).toThrow();
  });
});

describe('CORS for embedding pages (real server)', () => {
  let server: TestServer;
  const PAGE = 'http://127.0.0.1:9393';

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
    removeDataDir(server.dataDir);
  });

  it('answers /config.json for an allowed origin, with no credentials and no wildcard', async () => {
    const ok = await fetch(`${server.origin}/config.json`, { headers: { Origin: PAGE } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(ok.headers.get('access-control-allow-credentials')).toBe(null);
    expect(ok.headers.get('vary')).toMatch(/Origin/i);
    const other = await fetch(`${server.origin}/config.json`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBe(null);
  });

  it('preflights the commerce calls with the Sessionid, x-trid and token headers', async () => {
    const preflight = await fetch(`${server.origin}/api/commerce/sessions`, {
      method: 'OPTIONS',
      headers: {
        Origin: PAGE,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,sessionid,x-trid,authorization,x-idtoken',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PAGE);
    const allowed = preflight.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['sessionid', 'x-trid', 'authorization', 'x-idtoken', 'content-type'])
      expect(allowed).toContain(header);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe(null);

    const search = await fetch(`${server.origin}/api/commerce/search?q=camera`, {
      headers: { Origin: PAGE, 'x-trid': 'trace-1' },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(search.headers.get('access-control-expose-headers')).toContain('x-trid');
  });

  it("accepts the header client's authorization request back to a page on an allowed origin", async () => {
    const authorize = (redirectUri: string, clientId = 'shs-header') =>
      fetch(
        `${server.origin}/oidc/auth?` +
          new URLSearchParams({
            client_id: clientId,
            redirect_uri: redirectUri,
            response_type: 'code',
            scope: 'openid',
            code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
            code_challenge_method: 'S256',
            state: 'x',
          }),
        { redirect: 'manual' },
      );
    const twin = server.origin.replace('localhost', '127.0.0.1');
    const ok = await authorize(`${twin}/demo/third-party.html`);
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toContain('/oidc/interaction/');
    // Anything not registered exactly is refused: another path or port of an allowed origin,
    // a query added, another site.
    for (const uri of [
      `${twin}/demo/anything.html`,
      `${twin}/demo/third-party.html?x=1`,
      `${PAGE}/demo/third-party.html`,
      'https://evil.example/callback',
    ]) {
      const refused = await authorize(uri);
      expect(refused.status, uri).toBe(400);
      expect(await refused.text()).toContain('redirect_uri');
    }
    const accountCentre = await authorize(`${twin}/auth/callback`, 'account-centre');
    expect(accountCentre.status).toBe(400);
  });

  it('gives the header client only the openid scope', async () => {
    const response = await fetch(
      `${server.origin}/oidc/auth?` +
        new URLSearchParams({
          client_id: 'shs-header',
          redirect_uri: `${server.origin}/demo/callback.html`,
          response_type: 'code',
          scope: 'openid email profile',
          code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
          code_challenge_method: 'S256',
          state: 'x',
        }),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location') ?? '', server.origin);
    expect(back.searchParams.get('error')).toBe('invalid_scope');
  });

  it('serves the third-party demo page with the README snippet and the CSP a host needs', async () => {
    const page = await fetch(`${server.origin}/demo/third-party.html`);
    const html = await page.text();
    expect(html).not.toContain(README_ORIGIN);
    expect(html).toContain(`<script type="module" src="${server.origin}/header/shs-header.js">`);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain(`script-src 'self' ${server.origin}`);
    expect(csp).toContain(`connect-src 'self' ${server.origin}`);
  });
});

describe('README snippet', () => {
  it('is pasted verbatim in demo/pages/third-party.html', () => {
    const root = resolve(import.meta.dirname, '../..');
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    const snippet = /<!-- embed-snippet -->\n+```html\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet, 'README marks the snippet with <!-- embed-snippet -->').toBeTruthy();
    const page = readFileSync(resolve(root, 'demo/pages/third-party.html'), 'utf8');
    const indented = snippet!
      .trimEnd()
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n');
    expect(page).toContain(indented);
  });
});
