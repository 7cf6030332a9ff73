// <shs-header> layout: breakpoints, heights, hide on scroll, sub nav carousel, touch targets, no layout shift.
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

const SUB_NAV = JSON.stringify(
  [
    'Dashboard',
    'Billing',
    'Documents',
    'Purchase History',
    'Appointments',
    'Profile',
    'Refer',
    'Smart Home',
  ].map((display) => ({ display, href: `/${display.toLowerCase().replace(/ /g, '-')}` })),
);

function spacer(): HTMLElement {
  const tall = document.createElement('div');
  tall.className = 'spacer';
  tall.style.height = '4000px';
  document.body.append(tall);
  return tall;
}

async function scrollToY(y: number) {
  window.scrollTo(0, y);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await settle(30);
}

describe('<shs-header> layout', () => {
  afterEach(() => {
    cleanup();
    document.querySelectorAll('.spacer, iframe').forEach((n) => n.remove());
  });

  it('is 96px tall on desktop and 66px on mobile (1025px breakpoint), host included', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await mountHeader();
    expect($(el, '.main').getBoundingClientRect().height).to.equal(96);
    expect(el.getBoundingClientRect().height).to.equal(96);
    expect($$(el, '.top-nav')).to.have.length(1);
    await setViewport({ width: 1025, height: 800 });
    await settle();
    expect($(el, '.main').getBoundingClientRect().height).to.equal(96);
    await setViewport({ width: 1024, height: 800 });
    await settle();
    expect($(el, '.main').getBoundingClientRect().height).to.equal(66);
    expect(el.getBoundingClientRect().height).to.equal(66);
    expect($$(el, '.top-nav')).to.have.length(0);
    expect($$(el, 'button[aria-controls="shs-mobile-menu"]')).to.have.length(1);
  });

  it('fits the main bar without horizontal overflow at every width', async () => {
    stubCommerce();
    const el = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-1',
      'data-cart-count': '3',
    });
    // With the catalogue loaded the top nav is at its widest (Shop and Smart Services menus).
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => byText(el, 'Smart Services', 'button'), 3000, 'catalogue');
    for (const width of [320, 375, 768, 1024, 1025, 1046, 1047, 1120, 1180, 1280, 1440]) {
      await setViewport({ width, height: 800 });
      await settle();
      const main = $(el, '.main');
      expect(main.scrollWidth, `at ${width}px`).to.be.at.most(main.clientWidth);
      const cart = $(el, 'a.cart').getBoundingClientRect();
      expect(cart.right, `cart visible at ${width}px`).to.be.at.most(width);
    }
  });

  it('shows the inline search box from 1047px and a search button below', async () => {
    await setViewport({ width: 1047, height: 800 });
    const el = await mountHeader();
    expect($$(el, '.search.inline')).to.have.length(1);
    await setViewport({ width: 1046, height: 800 });
    await settle();
    expect($$(el, '.search.inline')).to.have.length(0);
    expect($$(el, 'button[aria-controls="shs-search-box"]')).to.have.length(1);
  });

  it('grows when a dropdown opens', async () => {
    await setViewport({ width: 1280, height: 800 });
    stubCommerce();
    const el = await mountHeader({
      'data-commerce-url': '/api/commerce',
      'data-current-service': 'S-1',
    });
    const bar = $(el, '.bar');
    expect(bar.getBoundingClientRect().height).to.equal(96);
    (await waitFor(() => byText(el, 'Shop', 'button'))).click();
    await settle();
    expect(bar.getBoundingClientRect().height).to.be.greaterThan(96);
    await setViewport({ width: 375, height: 800 });
    await settle();
    $(el, 'button[aria-controls="shs-mobile-menu"]').click();
    await settle();
    expect(bar.getBoundingClientRect().height).to.be.greaterThan(66);
  });

  it('hides when scrolling down past its height and shows after scrolling up more than 70px', async () => {
    await setViewport({ width: 1280, height: 800 });
    spacer();
    const el = await mountHeader();
    const bar = $(el, '.bar');
    await scrollToY(60);
    expect(bar.dataset.hidden, 'within the header height').to.equal('false');
    await scrollToY(400);
    expect(bar.dataset.hidden).to.equal('true');
    await scrollToY(600);
    await scrollToY(540);
    expect(bar.dataset.hidden, 'up by 60px').to.equal('true');
    await scrollToY(529);
    expect(bar.dataset.hidden, 'up by 71px').to.equal('false');
    await waitFor(() => bar.getBoundingClientRect().top === 0, 1000, 'bar back in view');
    await scrollToY(900);
    await waitFor(() => bar.getBoundingClientRect().bottom <= 0, 1000, 'bar out of view');
    // Keyboard focus moving into the hidden header brings it back.
    $(el, 'a.cart').focus();
    await settle();
    expect(bar.dataset.hidden).to.equal('false');
  });

  it('sub nav: carousel of 3.5 items scrolling 3 on phones, more items per width, a row from 1040px', async () => {
    await setViewport({ width: 375, height: 800 });
    const el = await mountHeader({ 'data-sub-nav': SUB_NAV });
    const nav = $(el, '.sub-nav');
    const track = $(el, '.sub-track');
    expect(nav.dataset.mode).to.equal('carousel');
    const itemWidth = $(el, '.sub-item').getBoundingClientRect().width;
    expect(itemWidth).to.be.closeTo(track.clientWidth / 3.5, 1);
    $(el, 'button[aria-label="Scroll forward"]').click();
    await waitFor(() => Math.abs(track.scrollLeft - 3 * itemWidth) < 2, 2000, 'scroll by 3 items');
    for (const [width, shown] of [
      [500, '4.5'],
      [650, '5.5'],
      [800, '6.5'],
      [950, '7.5'],
    ] as const) {
      await setViewport({ width, height: 800 });
      await settle();
      expect(nav.dataset.shown, `at ${width}px`).to.equal(shown);
      const w = $(el, '.sub-item').getBoundingClientRect().width;
      expect(w).to.be.closeTo(track.clientWidth / Number(shown), 1);
    }
    await setViewport({ width: 1039, height: 800 });
    await settle();
    expect(nav.dataset.mode).to.equal('carousel');
    await setViewport({ width: 1040, height: 800 });
    await settle();
    expect(nav.dataset.mode).to.equal('row');
    expect($$(el, 'button[aria-label="Scroll forward"]')).to.have.length(0);
  });

  it('sub nav with 3 items or fewer never scrolls', async () => {
    await setViewport({ width: 375, height: 800 });
    const el = await mountHeader({
      'data-sub-nav': JSON.stringify([
        { display: 'A', href: '/a' },
        { display: 'B', href: '/b' },
        { display: 'C', href: '/c' },
      ]),
    });
    expect($(el, '.sub-nav').dataset.mode).to.equal('row');
  });

  it('sub nav is compressed on scroll below 1025px only, and stays visible when the main nav hides', async () => {
    await setViewport({ width: 375, height: 800 });
    spacer();
    const el = await mountHeader({ 'data-sub-nav': SUB_NAV });
    const nav = $(el, '.sub-nav');
    expect(nav.dataset.compressed).to.equal('false');
    await scrollToY(300);
    expect(nav.dataset.compressed).to.equal('true');
    await waitFor(
      () => nav.getBoundingClientRect().top >= 0 && nav.getBoundingClientRect().top < 5,
      1000,
      'sub nav at top',
    );
    expect(nav.getBoundingClientRect().height).to.be.lessThan(44);
    await scrollToY(0);
    await setViewport({ width: 1280, height: 800 });
    await settle();
    await scrollToY(300);
    expect(nav.dataset.compressed).to.equal('false');
  });

  for (const width of [375, 1280]) {
    it(`has visible focus and touch targets of at least 24px at ${width}px`, async () => {
      await setViewport({ width, height: 800 });
      stubCommerce();
      const el = await mountHeader({
        'data-commerce-url': '/api/commerce',
        'data-current-service': 'S-1',
        'data-sub-nav': SUB_NAV,
      });
      await settle(150);
      const targets = $$(el, 'a, button, input').filter((n) => n.getClientRects().length > 0);
      expect(targets.length).to.be.greaterThan(5);
      for (const node of targets) {
        const r = node.getBoundingClientRect();
        expect(Math.min(r.width, r.height), `${node.outerHTML.slice(0, 80)}`).to.be.at.least(24);
      }
      const button = $(el, 'button[aria-controls="shs-profile-menu"]');
      button.focus();
      // :focus-visible after a programmatic focus following no pointer use: Chromium shows it.
      expect(getComputedStyle(button).outlineStyle).to.equal('solid');
    });
  }

  it('reserves its height before upgrade: no layout shift when the bundle loads (CLS 0)', async () => {
    await setViewport({ width: 1280, height: 800 });
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width:1280px;height:600px;border:0';
    frame.srcdoc = `<!doctype html><html><head>
<link rel="stylesheet" href="/dist/header/shs-header.css">
<script type="module" src="/dist/header/shs-header.js"></script>
</head><body style="margin:0"><shs-header></shs-header><p id="below" style="margin:0">Page content</p></body></html>`;
    document.body.append(frame);
    const win = await waitFor(
      () => {
        const w = frame.contentWindow as (Window & typeof globalThis) | null;
        return w?.document.querySelector('shs-header')?.shadowRoot?.querySelector('.bar')
          ? w
          : null;
      },
      5000,
      'header in the frame',
    );
    await settle(200);
    const shifts = await new Promise<number>((resolve) => {
      let total = 0;
      const observer = new win.PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          total += entry.value;
      });
      observer.observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(total);
      }, 300);
    });
    expect(shifts).to.equal(0);
    expect(win.document.getElementById('below')!.getBoundingClientRect().top).to.equal(96);
  });
});
