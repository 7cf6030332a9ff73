// Security review finding 9, the header's half: when the server says the session has ended, the
// header shows Log In (not Log Out). Also: a sign-in that cannot start says so in the menu.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { $, byText, cleanup, mountHeader, waitFor } from './header-helpers';

const AUTHORITY = 'https://id.example.com/oidc';
const KEY = `oidc.user:${AUTHORITY}:shs-header`;

function seedUser(): void {
  localStorage.setItem(
    KEY,
    JSON.stringify({
      id_token: 'id.token.sig',
      access_token: 'revoked-access',
      token_type: 'Bearer',
      profile: { sub: 'u1', name: 'Alex Rivera' },
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    }),
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A provider whose user-info endpoint answers `userinfoStatus`, and a commerce service. */
function stubServer({ userinfoStatus = 200, commerceStatus = 200 } = {}): string[] {
  const seen: string[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    seen.push(`${init?.method ?? 'GET'} ${url.href}`);
    if (url.href === `${AUTHORITY}/.well-known/openid-configuration`)
      return json({ issuer: AUTHORITY, userinfo_endpoint: `${AUTHORITY}/me` });
    if (url.href === `${AUTHORITY}/me`)
      return userinfoStatus === 200 ? json({ sub: 'u1' }) : json({ error: 'invalid_token' }, 401);
    if (url.pathname.startsWith('/api/commerce/'))
      return commerceStatus === 200
        ? json({
            id: 's1',
            expiration: new Date(Date.now() + 3600_000).toISOString(),
            cartItemsCount: 1,
            catalog: { categories: [] },
          })
        : json({ message: 'invalid token' }, commerceStatus);
    return json({ message: 'not found' }, 404);
  };
  return seen;
}

describe('<shs-header> when the server ends the session', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(cleanup);

  it('shows Log In once the provider rejects the stored token (revoked, signed out elsewhere)', async () => {
    seedUser();
    stubServer({ userinfoStatus: 401 });
    const el = await mountHeader({ 'data-authority': AUTHORITY });
    await waitFor(() => byText(el, 'Log In'), 8000, 'Log In after the rejected token');
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('keeps Log Out while the provider still accepts the token', async () => {
    seedUser();
    const seen = stubServer();
    const el = await mountHeader({ 'data-authority': AUTHORITY });
    await waitFor(() => seen.includes(`GET ${AUTHORITY}/me`), 8000, 'the user-info check');
    await new Promise((r) => setTimeout(r, 100));
    expect(byText(el, 'Log Out').tagName).to.equal('BUTTON');
  });

  it('shows Log In when the commerce service answers 401 to its tokens', async () => {
    seedUser();
    stubServer({ commerceStatus: 401 });
    const el = await mountHeader({
      'data-authority': AUTHORITY,
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-1',
    });
    await waitFor(() => byText(el, 'Log In'), 8000, 'Log In after the commerce 401');
  });

  it('says in the menu when Log In cannot start (no provider configured)', async () => {
    const el = await mountHeader();
    $(el, 'button[aria-label="Profile menu"]').click();
    await waitFor(() => byText(el, 'Log In'));
    byText(el, 'Log In').click();
    const alert = await waitFor(() => $(el, '#shs-profile-menu [role="alert"]'));
    expect(alert.textContent).to.equal(
      'Sign-in is not available right now. Please try again later.',
    );
  });
});
