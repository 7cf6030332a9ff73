// <shs-header> in host mode: the host owns sign-in and hands over its tokens through the
// element's `signInTokens` property, so signed-in commerce calls carry them (spec 7.1).
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { $, cleanup, requests, settle, stubCommerce, waitFor } from './header-helpers';

type TokenSource = () => { accessToken: string; idToken: string } | null;

/** A host-mode header whose token source is set before it is attached (as the SPA does). */
async function mountHostHeader(loggedIn: boolean, source: TokenSource): Promise<HTMLElement> {
  const el = document.createElement('shs-header') as HTMLElement & { signInTokens?: TokenSource };
  el.signInTokens = source;
  el.setAttribute('data-auth-mode', 'host');
  el.setAttribute('data-logged-in', String(loggedIn));
  el.setAttribute('data-commerce-url', '/api/commerce');
  el.setAttribute('data-current-service', 'S-100200300');
  document.body.append(el);
  await waitFor(() => el.shadowRoot?.querySelector('.bar'), 3000, 'first render');
  return el;
}

const commerceCalls = () => requests.filter((r) => r.url.includes('/api/commerce/'));

describe('<shs-header> host mode: the host hands over its tokens (signInTokens)', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(cleanup);

  it('signs every commerce call with the tokens the host gives at the time of the call', async () => {
    stubCommerce({ cartItemsCount: 2 });
    let asked = 0;
    // A rotating source: each call gets the host's current tokens, not a copy from the start.
    await mountHostHeader(true, () => {
      asked++;
      return { accessToken: `access-${asked}`, idToken: `id.token.${asked}` };
    });
    await waitFor(() => commerceCalls().length >= 2, 3000, 'the commerce calls');
    for (const call of commerceCalls()) {
      expect(call.headers.get('Authorization')).to.match(/^Bearer access-\d+$/);
      expect(call.headers.get('X-IdToken')).to.match(/^id\.token\.\d+$/);
    }
    expect(asked).to.be.greaterThan(0);
  });

  it("shows the signed-in customer's cart count from those calls", async () => {
    stubCommerce({ cartItemsCount: 2 });
    const el = await mountHostHeader(true, () => ({ accessToken: 'a', idToken: 'i' }));
    await waitFor(() => $(el, '.cart-count').textContent === '2', 3000, 'the cart count');
    expect(
      el.shadowRoot!.querySelector('[aria-label="There are 2 items in your cart"]'),
    ).to.not.equal(null);
  });

  it('sends no tokens while the host says nobody is signed in (it is not even asked)', async () => {
    stubCommerce();
    let asked = 0;
    await mountHostHeader(false, () => {
      asked++;
      return { accessToken: 'a', idToken: 'i' };
    });
    await waitFor(() => commerceCalls().length >= 2, 3000, 'the commerce calls');
    await settle();
    expect(asked).to.equal(0);
    for (const call of commerceCalls()) expect(call.headers.get('Authorization')).to.equal(null);
  });

  it('calls anonymously when the source gives incomplete tokens', async () => {
    stubCommerce();
    await mountHostHeader(true, () => ({ accessToken: 'a', idToken: '' }));
    await waitFor(() => commerceCalls().length >= 2, 3000, 'the commerce calls');
    for (const call of commerceCalls()) expect(call.headers.get('X-IdToken')).to.equal(null);
  });
});
