// <shs-header> keyboard and pointer behaviour: search listbox, profile menu, dropdowns, mobile menu.
import { expect } from '@esm-bundle/chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import {
  $,
  $$,
  byText,
  centre,
  cleanup,
  collect,
  mountHeader,
  settle,
  stubCommerce,
  waitFor,
} from './header-helpers';

/** The element with focus inside the header's shadow root. */
const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;

async function typeQuery(el: HTMLElement, text: string) {
  ($(el, 'input[type="search"]') as HTMLInputElement).focus();
  await sendKeys({ type: text });
}

describe('<shs-header> keyboard and pointer', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));
  afterEach(async () => {
    cleanup();
    await resetMouse();
  });

  it('shows results only while the query is non-empty, as a listbox with aria-activedescendant', async () => {
    stubCommerce();
    const el = await mountHeader({ 'data-commerce-url': '/api/commerce' });
    await typeQuery(el, 'door');
    const listbox = await waitFor(() => $(el, '[role="listbox"]'));
    expect($$(el, '[role="option"]').map((o) => o.textContent)).to.deep.equal([
      'Doorbell Camera Pro',
      'Door Sensor',
    ]);
    const input = $(el, 'input[type="search"]');
    expect(input.getAttribute('role')).to.equal('combobox');
    expect(input.getAttribute('aria-controls')).to.equal(listbox.id);
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal('shs-search-option-0');
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal('shs-search-option-1');
    expect($$(el, '[aria-selected="true"]').map((o) => o.textContent)).to.deep.equal([
      'Door Sensor',
    ]);
    await sendKeys({ press: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).to.equal('shs-search-option-0');
    for (let i = 0; i < 4; i++) await sendKeys({ press: 'Backspace' });
    await settle();
    expect(el.shadowRoot!.querySelector('.search-panel')).to.equal(null);
  });

  it("says No results for '{query}' when nothing matches", async () => {
    stubCommerce();
    const el = await mountHeader({ 'data-commerce-url': '/api/commerce' });
    await typeQuery(el, 'zebra');
    const message = await waitFor(() => $(el, '.search-empty'));
    expect(message.textContent).to.equal("No results for 'zebra'");
  });

  it('Enter follows the highlighted result (in-app on the buy host); Esc closes the box', async () => {
    stubCommerce();
    const navigations = collect<{ route: string; params: Record<string, string> }>('shs-navigate');
    const take = (e: Event) => e.preventDefault();
    document.addEventListener('shs-navigate', take);
    try {
      const el = await mountHeader({
        'data-commerce-url': '/api/commerce',
        'data-buy-url': location.origin + '/',
      });
      await typeQuery(el, 'lock');
      await waitFor(() => $(el, '[role="option"]'));
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      expect(navigations.map((e) => [e.detail.route, e.detail.params.catalogId])).to.deep.equal([
        ['products', 'lock'],
      ]);
      await typeQuery(el, 's');
      await waitFor(() => $(el, '.search-panel'));
      await sendKeys({ press: 'Escape' });
      await settle();
      expect(el.shadowRoot!.querySelector('.search-panel')).to.equal(null);
      expect(focused(el)).to.equal($(el, 'input[type="search"]'));
    } finally {
      document.removeEventListener('shs-navigate', take);
    }
  });

  it('in search-on-click mode searches only when Enter runs it with no highlight', async () => {
    stubCommerce();
    const { requests } = await import('./header-helpers');
    const searches = collect<{ query: string }>('shs-search');
    const el = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-search-on-click': 'true',
    });
    await typeQuery(el, ' door ');
    await settle(300);
    expect(searches).to.have.length(0);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => $(el, '[role="option"]'));
    expect(searches.map((e) => e.detail.query)).to.deep.equal(['door']);
    expect(requests.some((r) => r.url.endsWith('/search?q=door'))).to.equal(true);
  });

  it('below 1047px search is a button that opens a search box; Esc closes it and returns focus', async () => {
    await setViewport({ width: 1040, height: 800 });
    const el = await mountHeader();
    const button = $(el, 'button[aria-controls="shs-search-box"]');
    expect($(el, '#shs-search-box').hidden).to.equal(true);
    button.click();
    await settle();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect($(el, '#shs-search-box').hidden).to.equal(false);
    expect(focused(el)).to.equal($(el, 'input[type="search"]'));
    await sendKeys({ press: 'Escape' });
    await settle();
    expect($(el, '#shs-search-box').hidden).to.equal(true);
    expect(focused(el)).to.equal(button);
  });

  it('profile menu toggles on its button, closes on an outside click and on Esc (focus back)', async () => {
    const el = await mountHeader();
    const button = $(el, 'button[aria-controls="shs-profile-menu"]');
    const menu = $(el, '#shs-profile-menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await sendMouse({ type: 'click', position: centre(button) });
    await settle();
    expect(menu.hidden).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendMouse({ type: 'click', position: centre(button) });
    await settle();
    expect(menu.hidden, 'second click on the button closes').to.equal(true);
    await sendMouse({ type: 'click', position: centre(button) });
    await settle();
    await sendMouse({ type: 'click', position: [300, 500] });
    await settle();
    expect(menu.hidden, 'outside click closes').to.equal(true);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(menu.hidden).to.equal(false);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(menu.hidden).to.equal(true);
    expect(focused(el)).to.equal(button);
  });

  it('top-nav dropdown: aria-expanded, Esc closes and returns focus, outside click closes', async () => {
    stubCommerce();
    const el = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-1',
    });
    const shop = await waitFor(() => byText(el, 'Shop', 'button'));
    shop.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(shop.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(el.shadowRoot!.getElementById('shs-panel-shop')).to.equal(null);
    expect(focused(el)).to.equal(shop);
    await sendMouse({ type: 'click', position: centre(shop) });
    await settle();
    expect(el.shadowRoot!.getElementById('shs-panel-shop')).to.not.equal(null);
    await sendMouse({ type: 'click', position: [640, 700] });
    await settle();
    expect(el.shadowRoot!.getElementById('shs-panel-shop')).to.equal(null);
  });

  it('mobile menu opens and closes; one accordion section (shop or offers) open at a time', async () => {
    await setViewport({ width: 375, height: 800 });
    stubCommerce();
    const el = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-1',
    });
    const toggle = $(el, 'button[aria-controls="shs-mobile-menu"]');
    expect($(el, '#shs-mobile-menu').hidden).to.equal(true);
    toggle.click();
    // The first open may wait for the menus' chunk: on a loaded machine that is more than 50 ms.
    await waitFor(() => !$(el, '#shs-mobile-menu').hidden, 3000, 'the mobile menu to open');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const shop = await waitFor(() => $(el, 'button[aria-controls="shs-drawer-shop"]'));
    const offers = $(el, 'button[aria-controls="shs-drawer-offers"]');
    shop.click();
    await settle();
    expect($(el, '#shs-drawer-shop').hidden).to.equal(false);
    expect($(el, '#shs-drawer-offers').hidden).to.equal(true);
    offers.click();
    await settle();
    expect($(el, '#shs-drawer-shop').hidden).to.equal(true);
    expect($(el, '#shs-drawer-offers').hidden).to.equal(false);
    expect(shop.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await settle();
    expect($(el, '#shs-mobile-menu').hidden).to.equal(true);
  });
});
