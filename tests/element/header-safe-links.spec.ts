// Security review finding 6: <shs-header> never puts a URL other than http(s), relative, mailto
// or tel into a link (or a fetch), whichever attribute, config value, catalogue entry or search
// result it comes from; what it drops it names in a console warning.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import {
  $,
  $$,
  byText,
  CATALOG,
  cleanup,
  mountHeader,
  requests,
  restoreFetch,
  stubCommerce,
  waitFor,
} from './header-helpers';

const BUY = 'https://buy.example.com';
const PAYLOADS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];
/** Every attribute whose value is a URL (attributes.ts, type 'url'). */
const URL_ATTRIBUTES = [
  'data-home-href',
  'data-home-url',
  'data-buy-url',
  'data-account-url',
  'data-support-url',
  'data-shop-url',
  'data-config-url',
  'data-commerce-url',
  'data-authority',
  'data-redirect-uri',
  'data-post-logout-redirect-uri',
];

let warnings: unknown[][] = [];
const realWarn = console.warn;

/** Every href in the shadow root, with every menu open so their links exist too. */
async function allHrefs(el: HTMLElement): Promise<string[]> {
  const profile = $(el, 'button[aria-label="Profile menu"]');
  if (profile.getAttribute('aria-expanded') !== 'true') profile.click();
  await waitFor(() => el.shadowRoot!.querySelector('#shs-profile-menu a'), 3000, 'profile menu');
  return $$(el, '[href]').map((node) => node.getAttribute('href')!);
}

const SAFE = /^(?:https?:|mailto:|tel:|\/|#|\?|[^:]*$)/i;

function expectOnlySafeHrefs(hrefs: string[]): void {
  expect(hrefs.length).to.be.greaterThan(0);
  for (const href of hrefs) expect(SAFE.test(href.trim()), `unsafe href ${href}`).to.equal(true);
}

function warnedAbout(source: string, value: string): boolean {
  return warnings.some((w) => w[0] === 'Unsafe URL dropped' && w[1] === source && w[2] === value);
}

describe('<shs-header> safe links', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(() => {
    console.warn = realWarn;
    cleanup();
  });

  for (const attribute of URL_ATTRIBUTES) {
    it(`drops a non-web URL in ${attribute} with a warning, never an href or a request`, async () => {
      stubCommerce();
      for (const payload of PAYLOADS) {
        const el = await mountHeader({
          'data-current-service': 'S-100',
          'data-authority': '/oidc',
          'data-commerce-url': '/api/commerce',
          [attribute]: payload,
        });
        expect(
          warnedAbout(attribute, payload.trim()),
          `warning for ${JSON.stringify(payload)}`,
        ).to.equal(true);
        expectOnlySafeHrefs(await allHrefs(el));
        expect(el.shadowRoot!.innerHTML.toLowerCase()).to.not.contain('script:');
        for (const request of requests)
          expect(request.url.startsWith(location.origin), request.url).to.equal(true);
        el.remove();
      }
    });
  }

  it('falls back to the default link when a URL attribute is dropped', async () => {
    const el = await mountHeader({
      'data-buy-url': 'javascript:alert(1)',
      'data-support-url': 'javascript:alert(1)',
      'data-home-href': 'javascript:alert(1)',
    });
    expect(byText(el, 'Explore').getAttribute('href')).to.equal(`${location.origin}/`);
    expect(byText(el, 'Support').getAttribute('href')).to.equal(`${location.origin}/support`);
    expect($(el, 'a.brand').getAttribute('href')).to.equal(`${location.origin}/`);
  });

  it('drops data-sub-nav items whose href or to is not a web URL, keeps the rest', async () => {
    const el = await mountHeader({
      'data-sub-nav': JSON.stringify([
        { display: 'Cameras', href: '/c/cameras' },
        { display: 'Evil', href: 'javascript:alert(1)' },
        { display: 'Evil too', to: ' data:text/html,x' },
        { display: 'Mail us', href: 'mailto:help@example.com' },
      ]),
    });
    expect($$(el, '.sub-link').map((a) => a.textContent)).to.deep.equal(['Cameras', 'Mail us']);
    expect(warnedAbout('data-sub-nav', 'javascript:alert(1)')).to.equal(true);
    expect(warnedAbout('data-sub-nav', ' data:text/html,x')).to.equal(true);
    expectOnlySafeHrefs(await allHrefs(el));
  });

  it('drops unsafe link overrides (data-home-route, data-wishlist-route, data-cart-route)', async () => {
    const el = await mountHeader({
      'data-buy-url': BUY,
      'data-home-route': 'javascript:alert(1)',
      'data-wishlist-route': 'javascript:alert(2)',
      'data-cart-route': 'data:text/html,x',
    });
    expect(warnings.filter((w) => w[0] === 'Invalid Route')).to.have.length(3);
    expect($(el, 'a[aria-label="Wishlist"]').getAttribute('href')).to.equal(`${BUY}/wishlist`);
    expectOnlySafeHrefs(await allHrefs(el));
  });

  it('drops unsafe URLs from the runtime config (sites, urlConfig, api, sso)', async () => {
    const evil = 'javascript:alert(1)';
    window.fetch = async () =>
      new Response(
        JSON.stringify({
          sites: { home: evil, buy: evil, account: evil, support: evil, shop: evil },
          urlConfig: { buy: evil },
          api: { commerce: evil },
          sso: { authority: evil },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    const el = await mountHeader({ 'data-config-url': '/evil-config.json' });
    await waitFor(() => warnedAbout('config sites.buy', evil), 3000, 'config warning');
    for (const key of ['sites.home', 'sites.account', 'sites.support', 'sites.shop'])
      expect(warnedAbout(`config ${key}`, evil), key).to.equal(true);
    expect(warnedAbout('config api.commerce', evil)).to.equal(true);
    expect(warnedAbout('config sso.authority', evil)).to.equal(true);
    expect(byText(el, 'Support').getAttribute('href')).to.equal(`${location.origin}/support`);
    expectOnlySafeHrefs(await allHrefs(el));
    restoreFetch();
  });

  it('never turns catalogue codes into another scheme', async () => {
    CATALOG.categories.push({
      isActive: true,
      name: 'Odd',
      code: 'javascript:alert(1)',
      categories: [{ isActive: true, name: 'Odder', code: '//evil.example/x' }],
    });
    try {
      stubCommerce();
      const el = await mountHeader({
        'data-buy-url': BUY,
        'data-commerce-url': '/api/commerce',
        'data-current-service': 'S-100',
      });
      const shop = await waitFor(() => byText(el, 'Shop', 'button'));
      shop.click();
      await waitFor(() => el.shadowRoot!.getElementById('shs-panel-shop'));
      const odd = byText(el, 'Odd');
      expect(odd.getAttribute('href')).to.equal(`${BUY}/categories/javascript%3Aalert(1)`);
      expect(byText(el, 'Odder').getAttribute('href')).to.equal(
        `${BUY}/categories/%2F%2Fevil.example%2Fx`,
      );
      expectOnlySafeHrefs(await allHrefs(el));
    } finally {
      CATALOG.categories.pop();
    }
  });

  it("drops search results whose link is not a web URL (commerce and the host's search)", async () => {
    const el = await mountHeader({ 'data-buy-url': BUY });
    (el as HTMLElement & { search: (q: string) => Promise<unknown[]> }).search = async () => [
      { name: 'Evil result', linkTo: { href: 'javascript:alert(1)' } },
      { name: 'Evil too', linkTo: { to: 'data:text/html,x' } },
      { name: 'Door Sensor', linkTo: { href: '/products/ds' } },
    ];
    const input = $(el, 'input[type="search"]') as HTMLInputElement;
    input.focus();
    input.value = 'door';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const options = await waitFor(() => {
      const found = $$(el, '[role="option"]');
      return found.length ? found : null;
    });
    expect(options.map((o) => o.textContent)).to.deep.equal(['Door Sensor']);
    expect(warnedAbout('search result', 'javascript:alert(1)')).to.equal(true);
    expect(warnedAbout('search result', 'data:text/html,x')).to.equal(true);
  });
});
