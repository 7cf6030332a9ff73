// Light on the host page (issue 15): <shs-header> renders once at upgrade with its attributes,
// and the content of menus nobody opened (dropdown panels, search results, the mobile menu) is
// not rendered until first opened.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, byText, cleanup, settle, stubCommerce, waitFor } from './header-helpers';

const RENDERS = Symbol.for('shs-header.renders');
const renders = (el: HTMLElement) => (el as unknown as Record<symbol, number>)[RENDERS];

const ATTRIBUTES = {
  'data-buy-url': 'https://buy.example.com',
  'data-cart-count': '2',
  'data-services': JSON.stringify([
    { serviceName: 'S-1', nickName: 'Home' },
    { serviceName: 'S-2', nickName: 'Cabin' },
  ]),
  'data-current-service': 'S-1',
  'data-sub-nav': JSON.stringify([
    { display: 'Cameras', href: '/c/cameras' },
    { display: 'Smart locks', href: '/c/locks' },
    { display: 'Sensors', href: '/c/sensors' },
    { display: 'Smart home', href: '/c/home' },
  ]),
};

/** Creates the element the way a parser would: attributes first, then connected. */
function paste(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement('shs-header');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

describe('<shs-header> renders once', () => {
  afterEach(cleanup);

  for (const width of [390, 1280]) {
    it(`renders exactly once at upgrade with its attributes (${width}px)`, async () => {
      await setViewport({ width, height: 844 });
      const el = paste(ATTRIBUTES);
      // The first render is a task of its own right after upgrade (not in the parser's task).
      expect(renders(el) ?? 0).to.equal(0);
      await waitFor(() => el.shadowRoot!.querySelector('.bar'), 3000, 'the first render');
      expect(renders(el)).to.equal(1);
      // Effects, idle callbacks and timers settle: still one render.
      await settle(600);
      expect(renders(el)).to.equal(1);
    });
  }

  it('renders once for a signed-in visitor too (the stored user is read in the first render)', async () => {
    await setViewport({ width: 1280, height: 800 });
    const authority = 'https://id.example.com/oidc';
    localStorage.setItem(
      `oidc.user:${authority}:shs-header`,
      JSON.stringify({
        id_token: 'id.token.sig',
        access_token: 'access',
        token_type: 'Bearer',
        profile: { sub: 'u-1', name: 'Alex Rivera' },
        expires_at: Math.floor(Date.now() / 1000) + 3600,
      }),
    );
    const el = paste({ ...ATTRIBUTES, 'data-authority': authority });
    await waitFor(() => el.shadowRoot!.querySelector('.bar'), 3000, 'the first render');
    // The closed profile menu's content renders in a task of its own after the bar's first paint
    // (components/after-paint.tsx), so Log Out is waited for; it is not a second render.
    const logOut = await waitFor(() => byText(el, 'Log Out'), 3000, 'Log Out');
    expect(logOut.tagName).to.equal('BUTTON');
    await settle(600);
    expect(renders(el)).to.equal(1);
  });

  it('renders again only when something changes (an attribute, a menu opened)', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = paste(ATTRIBUTES);
    await settle(300);
    el.setAttribute('data-cart-count', '3');
    await waitFor(() => renders(el) === 2, 3000, 'the attribute change render');
    await settle(300);
    expect(renders(el)).to.equal(2);
  });

  it('renders the mobile menu, dropdown panels and search results only on first open', async () => {
    await setViewport({ width: 390, height: 844 });
    stubCommerce();
    const el = paste({ ...ATTRIBUTES, 'data-commerce-url': '/api/commerce' });
    await settle(300);
    expect($$(el, '#shs-mobile-menu a')).to.have.length(0);
    expect($$(el, '.search-panel')).to.have.length(0);
    $(el, 'button[aria-controls="shs-mobile-menu"]').click();
    await waitFor(() => $$(el, '#shs-mobile-menu a').length > 0, 3000, 'mobile menu content');

    await setViewport({ width: 1280, height: 800 });
    await settle(200);
    const shop = await waitFor(() => byText(el, 'Shop', 'button'));
    expect(el.shadowRoot!.getElementById('shs-panel-shop')).to.equal(null);
    shop.click();
    await waitFor(() => el.shadowRoot!.getElementById('shs-panel-shop'));
  });
});
