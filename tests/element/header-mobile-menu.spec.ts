// <shs-header> mobile menu as an overlay (issue 16): a backdrop behind it, the page's scroll
// locked while it is open, closing on Esc (focus back on the menu button) and on a press on the
// backdrop; and the search placeholder attribute.
import { expect } from '@esm-bundle/chai';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { $, $$, centre, cleanup, collect, mountHeader, settle, waitFor } from './header-helpers';

function tallPage(): HTMLElement {
  const tall = document.createElement('div');
  tall.className = 'spacer';
  tall.style.height = '4000px';
  document.body.append(tall);
  return tall;
}

describe('<shs-header> mobile menu overlay', () => {
  afterEach(() => {
    cleanup();
    document.querySelectorAll('.spacer').forEach((n) => n.remove());
    document.documentElement.style.overflow = '';
  });

  it('shows a backdrop and locks the page scroll while open; Esc closes and unlocks', async () => {
    await setViewport({ width: 375, height: 700 });
    tallPage();
    document.documentElement.style.overflow = 'auto';
    const el = await mountHeader();
    const toggle = $(el, 'button[aria-controls="shs-mobile-menu"]');
    expect($$(el, '.menu-backdrop')).to.have.length(0);

    toggle.click();
    await waitFor(() => !$(el, '#shs-mobile-menu').hidden, 2000, 'menu open');
    const backdrop = $(el, '.menu-backdrop');
    // The backdrop covers the viewport, dims it, and sits below the bar with the drawer.
    const box = backdrop.getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, 375, 700]);
    expect(getComputedStyle(backdrop).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    expect(Number(getComputedStyle(backdrop).zIndex)).to.be.lessThan(
      Number(getComputedStyle($(el, '.bar')).zIndex),
    );
    await waitFor(
      () => getComputedStyle(document.documentElement).overflow === 'hidden',
      2000,
      'scroll locked',
    );
    // A user's scroll keys do not move the page behind the menu.
    await sendKeys({ press: 'PageDown' });
    await settle(150);
    expect(window.scrollY).to.equal(0);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => $(el, '#shs-mobile-menu').hidden, 2000, 'menu closed');
    expect($$(el, '.menu-backdrop')).to.have.length(0);
    expect(el.shadowRoot!.activeElement).to.equal(toggle);
    // The page's own setting comes back.
    await settle();
    expect(document.documentElement.style.overflow).to.equal('auto');
    await sendKeys({ press: 'PageDown' });
    await waitFor(() => window.scrollY > 0, 2000, 'the page scrolls again');
  });

  it('closes when the backdrop is pressed', async () => {
    await setViewport({ width: 375, height: 700 });
    tallPage();
    const el = await mountHeader();
    $(el, 'button[aria-controls="shs-mobile-menu"]').click();
    await waitFor(() => !$(el, '#shs-mobile-menu').hidden, 2000, 'menu open');
    const drawer = $(el, '#shs-mobile-menu').getBoundingClientRect();
    // A point on the backdrop below the drawer.
    const [x] = centre($(el, '.menu-backdrop'));
    const y = Math.min(690, Math.round(drawer.bottom + 40));
    await sendMouse({ type: 'click', position: [x, y] });
    await waitFor(() => $(el, '#shs-mobile-menu').hidden, 2000, 'menu closed');
    expect($$(el, '.menu-backdrop')).to.have.length(0);
    await settle();
    expect(document.documentElement.style.overflow).to.equal('');
  });
});

describe('<shs-header> data-search-placeholder', () => {
  afterEach(cleanup);

  it('says "Search products" by default and what the attribute says, also after a change', async () => {
    await setViewport({ width: 1280, height: 800 });
    const plain = await mountHeader();
    expect(($(plain, 'input[type="search"]') as HTMLInputElement).placeholder).to.equal(
      'Search products',
    );
    cleanup();
    const el = await mountHeader({ 'data-search-placeholder': 'Search support' });
    const input = () => $(el, 'input[type="search"]') as HTMLInputElement;
    expect(input().placeholder).to.equal('Search support');
    el.setAttribute('data-search-placeholder', 'Search help articles');
    await waitFor(() => input().placeholder === 'Search help articles', 2000, 'new placeholder');
  });
});

describe('<shs-header> data-menu-items', () => {
  afterEach(cleanup);

  it("lists the host page's own links first in the mobile menu and lets its router take them", async () => {
    await setViewport({ width: 375, height: 700 });
    const items = [
      { display: 'Dashboard', href: '/dashboard', route: '/dashboard' },
      { display: 'Billing', href: '/billing', route: '/billing' },
    ];
    const el = await mountHeader({ 'data-menu-items': JSON.stringify(items) });
    $(el, 'button[aria-controls="shs-mobile-menu"]').click();
    await waitFor(() => !$(el, '#shs-mobile-menu').hidden, 2000, 'menu open');
    const navs = $$(el, '#shs-mobile-menu nav');
    expect(navs.map((nav) => nav.getAttribute('aria-label'))).to.deep.equal(['This site', 'Main']);
    const links = [...navs[0]!.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).to.deep.equal(['Dashboard', 'Billing']);
    expect(links[1]!.getAttribute('href')).to.equal('/billing');

    const seen = collect<{ route: string; href: string }>('shs-navigate');
    const taker = (event: Event) => event.preventDefault();
    document.addEventListener('shs-navigate', taker);
    links[1]!.click();
    document.removeEventListener('shs-navigate', taker);
    expect(seen.at(-1)?.detail.route).to.equal('/billing');
    expect(seen.at(-1)?.detail.href).to.equal(new URL('/billing', location.href).href);
    // Taken by the page: the menu closes.
    await waitFor(() => $(el, '#shs-mobile-menu').hidden, 2000, 'menu closed');
  });

  it('has no extra section without the attribute, and ignores one that is not a list', async () => {
    await setViewport({ width: 375, height: 700 });
    const el = await mountHeader({ 'data-menu-items': '{"display":"x"}' });
    $(el, 'button[aria-controls="shs-mobile-menu"]').click();
    await waitFor(() => !$(el, '#shs-mobile-menu').hidden, 2000, 'menu open');
    expect(
      $$(el, '#shs-mobile-menu nav').map((nav) => nav.getAttribute('aria-label')),
    ).to.deep.equal(['Main']);
  });
});
