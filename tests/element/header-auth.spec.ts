// <shs-header> sign-in state (OIDC mode) and the customer cookie.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { $, byText, cleanup, mountHeader, requests, stubCommerce, waitFor } from './header-helpers';

const AUTHORITY = 'https://id.example.com/oidc';

function seedUser(expiresInSeconds: number): void {
  localStorage.setItem(
    `oidc.user:${AUTHORITY}:shs-header`,
    JSON.stringify({
      id_token: 'id.token.sig',
      access_token: 'access',
      token_type: 'Bearer',
      scope: 'openid',
      profile: { sub: '65a1b2c3d4e5f60718293a4b', name: 'Alex Rivera' },
      expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
    }),
  );
}

describe('<shs-header> sign-in state and customer cookie', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(cleanup);

  it('shows Log In for an anonymous visitor and sets no customer cookie', async () => {
    const el = await mountHeader({ 'data-authority': AUTHORITY });
    expect(byText(el, 'Log In').tagName).to.equal('BUTTON');
    expect(document.cookie).to.not.contain('customer');
  });

  it('shows Log Out and the user name for a stored, unexpired user', async () => {
    seedUser(3600);
    const el = await mountHeader({ 'data-authority': AUTHORITY });
    expect(byText(el, 'Log Out').tagName).to.equal('BUTTON');
    expect($(el, '.popover-greeting').textContent).to.equal('Hi, Alex Rivera');
  });

  it('treats an expired stored user as signed out', async () => {
    seedUser(-10);
    const el = await mountHeader({ 'data-authority': AUTHORITY });
    expect(byText(el, 'Log In').tagName).to.equal('BUTTON');
  });

  it('follows sign-in and sign-out in another tab (storage event)', async () => {
    const el = await mountHeader({ 'data-authority': AUTHORITY });
    seedUser(3600);
    window.dispatchEvent(new StorageEvent('storage', { key: `oidc.user:${AUTHORITY}:shs-header` }));
    await waitFor(() => byText(el, 'Log Out'));
  });

  it('sets the customer cookie (with the -local suffix on localhost) once signed in', async () => {
    seedUser(3600);
    const el = await mountHeader({
      'data-authority': AUTHORITY,
      'data-buy-url': 'https://buy.example.com',
      'data-shop-url': 'https://shop.example.com',
    });
    await waitFor(() => document.cookie.includes('customer-local=true'));
    await waitFor(() => byText(el, 'Explore').getAttribute('href') === 'https://shop.example.com/');
  });

  it('signs commerce calls with its tokens and the trid cookie (spec 7.1), from the first one', async () => {
    // A header that loaded commerce before: its chunks are in memory, so a new header's first
    // calls leave right after its first render. The stored user must be known by then (it was
    // read in an effect once, and those first calls went out unsigned: the flaky run).
    // (Another service, and loaded to the end: nothing of it is left to land in the next test.)
    stubCommerce();
    const first = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-2',
    });
    await waitFor(() => $(first, '.cart-count').textContent === '3', 3000, 'the first cart');
    cleanup();

    seedUser(3600);
    document.cookie = 'trid=trace-42; path=/';
    stubCommerce();
    await mountHeader({
      'data-authority': AUTHORITY,
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-1',
    });
    // Only the commerce calls: the sign-in check asks the provider separately (session-check.ts).
    const commerce = () => requests.filter((r) => r.url.includes('/api/commerce/'));
    await waitFor(() => commerce().length >= 2);
    expect(commerce().map((r) => r.headers.get('Authorization'))).to.deep.equal(
      commerce().map(() => 'Bearer access'),
    );
    for (const request of commerce()) {
      expect(request.headers.get('X-IdToken')).to.equal('id.token.sig');
      expect(request.headers.get('x-trid')).to.equal('trace-42');
    }
  });

  it('sets the customer cookie in host mode when the host says the user is signed in', async () => {
    await mountHeader({ 'data-auth-mode': 'host', 'data-logged-in': 'true' });
    await waitFor(() => document.cookie.includes('customer-local=true'));
  });

  it('lets the page cancel Log In in OIDC mode (the sign-in library is not needed then)', async () => {
    const el = await mountHeader({ 'data-authority': AUTHORITY });
    let seen = 0;
    const cancel = (e: Event) => {
      seen++;
      e.preventDefault();
    };
    document.addEventListener('shs-login', cancel);
    try {
      byText(el, 'Log In').click();
      expect(seen).to.equal(1);
      expect(location.href).to.not.contain('id.example.com');
    } finally {
      document.removeEventListener('shs-login', cancel);
    }
  });
});

describe('<shs-header> Log In (OIDC mode)', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(cleanup);

  it('loads the sign-in on demand and starts a code flow with PKCE S256, scope openid', async () => {
    const realFetch = window.fetch;
    // The provider's discovery document; its authorization endpoint is a javascript: URL so the
    // "redirect" records the authorize URL's query in the page instead of leaving it.
    window.fetch = async (input: RequestInfo | URL) => {
      if (String(input) === `${AUTHORITY}/.well-known/openid-configuration`)
        return new Response(
          JSON.stringify({
            issuer: AUTHORITY,
            authorization_endpoint: 'javascript:void(window.__authorize=`#`)',
            token_endpoint: `${AUTHORITY}/token`,
            end_session_endpoint: `${AUTHORITY}/session/end`,
            jwks_uri: `${AUTHORITY}/jwks`,
          }),
          { headers: { 'Content-Type': 'application/json' } },
        );
      return realFetch(input);
    };
    try {
      const el = await mountHeader({
        'data-authority': AUTHORITY,
        'data-redirect-uri': '/demo/callback.html',
      });
      byText(el, 'Log In').click();
      const w = window as unknown as { __authorize?: string };
      const query = await waitFor(() => w.__authorize, 5000, 'authorize request');
      const params = new URLSearchParams(query.slice(1, query.indexOf('#')));
      expect(params.get('client_id')).to.equal('shs-header');
      expect(params.get('response_type')).to.equal('code');
      expect(params.get('scope')).to.equal('openid');
      expect(params.get('code_challenge_method')).to.equal('S256');
      expect(params.get('code_challenge')).to.match(/^[\w-]{43}$/);
      expect(params.get('redirect_uri')).to.equal(`${location.origin}/demo/callback.html`);
      // The request state (with the PKCE verifier and the page to return to) waits in storage.
      const state = JSON.parse(localStorage.getItem(`oidc.${params.get('state')}`)!);
      expect(state.code_verifier).to.be.a('string');
      expect(state.data.returnTo).to.equal(location.href);
    } finally {
      window.fetch = realFetch;
    }
  });
});
