// <shs-header> from the built bundle: registration, attributes, links and cart label.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import {
  $,
  $$,
  byText,
  cleanup,
  mountHeader,
  settle,
  stubCommerce,
  waitFor,
} from './header-helpers';

const BUY = 'https://buy.example.com';
const SITES = {
  'data-buy-url': BUY,
  'data-account-url': 'https://account.example.com',
  'data-support-url': 'https://support.example.com',
  'data-shop-url': 'https://shop.example.com',
};

describe('<shs-header> attributes', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(cleanup);

  it('is registered once; loading the bundle again does no harm', async () => {
    const first = customElements.get('shs-header');
    expect(first).to.be.a('function');
    // A second copy of the script tag (same URL plus a query: a fresh module instance).
    const secondCopy = '/dist/header/shs-header.js?copy=2';
    await import(/* @vite-ignore */ secondCopy);
    expect(customElements.get('shs-header')).to.equal(first);
    const el = await mountHeader();
    expect($$(el, '.bar')).to.have.length(1);
  });

  it('renders in an open shadow root with adopted styles and no <style> element', async () => {
    const el = await mountHeader();
    expect(el.shadowRoot).to.not.equal(null);
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(el.shadowRoot!.querySelector('style')).to.equal(null);
    // Nothing leaks out: the page's own links keep the page's styles.
    expect(getComputedStyle($(el, '.top-link')).fontWeight).to.equal('600');
    const pageLink = document.createElement('a');
    pageLink.className = 'top-link';
    document.body.append(pageLink);
    expect(getComputedStyle(pageLink).fontWeight).to.equal('400');
    pageLink.remove();
  });

  it('links the top nav and icon nav into the configured sites', async () => {
    const el = await mountHeader({ ...SITES, 'data-current-service': 'S-42' });
    expect(byText(el, 'Explore').getAttribute('href')).to.equal(`${BUY}/`);
    expect(byText(el, 'Support').getAttribute('href')).to.equal('https://support.example.com/');
    expect(byText(el, 'Smart Services').getAttribute('href')).to.equal(
      `${BUY}/categories/smart-offers`,
    );
    expect($(el, 'a[aria-label="Wishlist"]').getAttribute('href')).to.equal(`${BUY}/wishlist`);
    expect($(el, 'a.cart').getAttribute('href')).to.equal(`${BUY}/cart`);
    expect(byText(el, 'Dashboard').getAttribute('href')).to.equal(
      'https://account.example.com/overview/S-42',
    );
    expect(byText(el, 'Settings').getAttribute('href')).to.equal(
      'https://account.example.com/account/S-42',
    );
  });

  it('takes default site URLs and paths from data-config-url; attributes still win', async () => {
    const realFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL) =>
      String(input).endsWith('/test-config.json')
        ? new Response(
            JSON.stringify({
              sites: {
                buy: 'https://cfg-buy.example.com',
                support: 'https://cfg-help.example.com',
              },
              urlConfig: { smartOffers: '/offers/smart' },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          )
        : realFetch(input);
    try {
      const el = await mountHeader({
        'data-config-url': '/test-config.json',
        'data-account-url': 'https://attr-account.example.com',
      });
      await waitFor(
        () => $(el, 'a.cart').getAttribute('href') === 'https://cfg-buy.example.com/cart',
      );
      expect(byText(el, 'Support').getAttribute('href')).to.equal('https://cfg-help.example.com/');
      expect(byText(el, 'Smart Services').getAttribute('href')).to.equal(
        'https://cfg-buy.example.com/offers/smart',
      );
      expect(byText(el, 'Dashboard').getAttribute('href')).to.equal(
        'https://attr-account.example.com/overview',
      );
    } finally {
      window.fetch = realFetch;
    }
  });

  it('on the buy host links Settings to the buy site /settings', async () => {
    const el = await mountHeader({
      'data-buy-url': location.origin + '/',
      'data-current-service': 'S-9',
    });
    expect(byText(el, 'Settings').getAttribute('href')).to.equal(`${location.origin}/settings`);
  });

  it('sends Explore to the shop site when the customer cookie is set', async () => {
    document.cookie = 'customer-local=true; path=/';
    const el = await mountHeader(SITES);
    expect(byText(el, 'Explore').getAttribute('href')).to.equal('https://shop.example.com/');
  });

  it('orders the home link: route, href, home route name on the buy host, host root', async () => {
    const withRoute = await mountHeader({
      'data-home-route': '/start',
      'data-home-href': 'https://x.example.com/',
    });
    expect($(withRoute, 'a.brand').getAttribute('href')).to.equal(`${location.origin}/start`);
    const withHref = await mountHeader({ 'data-home-href': 'https://x.example.com/' });
    expect($(withHref, 'a.brand').getAttribute('href')).to.equal('https://x.example.com/');
    const onBuy = await mountHeader({ 'data-buy-url': location.origin + '/' });
    expect($(onBuy, 'a.brand').getAttribute('href')).to.equal(`${location.origin}/`);
    const plain = await mountHeader({ 'data-buy-url': BUY });
    expect($(plain, 'a.brand').getAttribute('href')).to.equal(`${location.origin}/`);
  });

  it('accepts valid link overrides and drops invalid ones with an Invalid Route warning', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const el = await mountHeader({
        'data-buy-url': BUY,
        'data-wishlist-route': '/saved-items/a_b,c:d',
        'data-cart-route': 'javascript:alert(1)',
      });
      expect($(el, 'a[aria-label="Wishlist"]').getAttribute('href')).to.equal(
        `${BUY}/saved-items/a_b,c:d`,
      );
      expect($(el, 'a.cart').getAttribute('href')).to.equal(`${BUY}/cart`);
      expect(
        warnings.some((w) => w[0] === 'Invalid Route' && w[1] === 'javascript:alert(1)'),
      ).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });

  it('labels the cart with its count, from the attribute or the commerce session', async () => {
    const one = await mountHeader({ 'data-cart-count': '1' });
    expect($(one, 'a.cart').getAttribute('aria-label')).to.equal('There is 1 item in your cart');
    const none = await mountHeader();
    expect($(none, 'a.cart').getAttribute('aria-label')).to.equal('There are 0 items in your cart');
    stubCommerce({ cartItemsCount: 4 });
    const session = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-7',
    });
    await waitFor(
      () => $(session, 'a.cart').getAttribute('aria-label') === 'There are 4 items in your cart',
    );
    expect($(session, '.cart-count').textContent).to.equal('4');
  });

  it('re-renders when attributes change after upgrade', async () => {
    const el = await mountHeader({ 'data-cart-count': '2' });
    el.setAttribute('data-cart-count', '5');
    await waitFor(
      () => $(el, 'a.cart').getAttribute('aria-label') === 'There are 5 items in your cart',
    );
    el.setAttribute('data-buy-url', 'https://other.example.com');
    await waitFor(() => $(el, 'a.cart').getAttribute('href') === 'https://other.example.com/cart');
    el.removeAttribute('data-cart-count');
    await waitFor(
      () => $(el, 'a.cart').getAttribute('aria-label') === 'There are 0 items in your cart',
    );
  });

  it('shows the Shop and Smart Services dropdowns only with catalogue items and a current service', async () => {
    stubCommerce();
    const anonymous = await mountHeader({ 'data-commerce-url': '/api/commerce' });
    await settle(150);
    expect(byText(anonymous, 'Shop').tagName).to.equal('A');
    const customer = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-services': JSON.stringify([{ serviceName: 'S-100', nickName: 'Home' }]),
    });
    const shop = await waitFor(() => byText(customer, 'Shop', 'button'));
    expect(shop.getAttribute('aria-controls')).to.equal('shs-panel-shop');
    shop.click();
    await waitFor(() => customer.shadowRoot!.getElementById('shs-panel-shop'));
    const names = $$(customer, '#shs-panel-shop a').map((a) => a.textContent);
    expect(names).to.deep.equal(['Cameras', 'Doorbell cameras', 'Smart locks', 'Shop all']);
    byText(customer, 'Smart Services', 'button').click();
    await waitFor(() => customer.shadowRoot!.getElementById('shs-panel-offers'));
    const offers = $$(customer, '#shs-panel-offers a').map((a) => a.getAttribute('href'));
    expect(offers).to.deep.equal([
      `${location.origin}/categories/smart-offers/energy-saver`,
      `${location.origin}/categories/smart-offers/car-guard`,
      `${location.origin}/categories/smart-offers`,
    ]);
  });

  it('keeps a commerce session per service number and reuses a valid stored one', async () => {
    stubCommerce();
    const { requests } = await import('./header-helpers');
    const el = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-555',
    });
    await waitFor(() => requests.some((r) => r.url.endsWith('/sessions/sess-new')));
    expect(requests[0]!.method).to.equal('POST');
    expect(JSON.parse(requests[0]!.body!)).to.deep.equal({ serviceNumber: '555' });
    const stored = JSON.parse(localStorage.getItem('shs-commerce-session:555')!);
    expect(stored.id).to.equal('sess-new');
    el.remove();
    localStorage.setItem(
      'shs-commerce-session:777',
      JSON.stringify({
        id: 'kept',
        expiration: new Date(Date.now() + 60_000).toISOString(),
        cartItemsCount: 1,
      }),
    );
    requests.length = 0;
    await mountHeader({ 'data-commerce-url': '/api/commerce', 'data-current-service': '777' });
    await waitFor(() => requests.length > 0);
    await settle(100);
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).to.deep.equal([
      'GET /api/commerce/sessions/kept',
    ]);
  });

  it('renders the sub nav items from data-sub-nav', async () => {
    const el = await mountHeader({
      'data-sub-nav': JSON.stringify([
        { display: 'Cameras', href: '/c/cameras' },
        { display: 'Locks', href: '/c/locks' },
      ]),
    });
    expect($$(el, '.sub-link').map((a) => a.textContent)).to.deep.equal(['Cameras', 'Locks']);
  });
});
