// Spec 3 "Nav item" iconName / activeIconName: the header draws them from the one icon registry,
// in the sub nav and in the mobile menu's host items, the active icon on the current item.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, cleanup, mountHeader, waitFor } from './header-helpers';

const here = location.pathname;
const ITEMS = [
  { display: 'Billing', href: '/billing', iconName: 'billing', activeIconName: 'billing-active' },
  { display: 'This page', href: here, iconName: 'documents', activeIconName: 'documents-active' },
  { display: 'No icon', href: '/plain' },
  { display: 'Unknown icon', href: '/unknown', iconName: 'rocket' },
];

/** The icon of the link whose label is `display` (null when it has none). */
function iconOf(links: HTMLElement[], display: string): SVGElement | null {
  const link = links.find((a) => a.textContent === display);
  if (!link) throw new Error(`No link ${display}`);
  return link.querySelector('svg.nav-icon');
}

describe('<shs-header> nav item icons (iconName / activeIconName)', () => {
  afterEach(cleanup);

  it('draws the sub nav icons, the active one on the current page only', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await mountHeader({ 'data-sub-nav': JSON.stringify(ITEMS) });
    const links = () => $$(el, '.sub-link');
    // The drawings load on demand: wait for the paths.
    await waitFor(() => iconOf(links(), 'Billing')?.querySelector('path'), 3000, 'icons');
    const billing = iconOf(links(), 'Billing')!;
    expect(billing.classList.contains('nav-icon--active')).to.equal(false);
    expect(billing.getAttribute('aria-hidden')).to.equal('true');
    const current = iconOf(links(), 'This page')!;
    expect(current.closest('a')!.getAttribute('aria-current')).to.equal('page');
    expect(current.classList.contains('nav-icon--active')).to.equal(true);
    expect(current.querySelectorAll('path').length).to.be.greaterThan(0);
    expect(iconOf(links(), 'No icon')).to.equal(null);
    expect(iconOf(links(), 'Unknown icon')).to.equal(null);
  });

  it("draws them in the mobile menu's host items too", async () => {
    await setViewport({ width: 375, height: 700 });
    const el = await mountHeader({ 'data-menu-items': JSON.stringify(ITEMS) });
    $(el, 'button[aria-controls="shs-mobile-menu"]').click();
    await waitFor(() => !$(el, '#shs-mobile-menu').hidden, 2000, 'menu open');
    const links = () => $$(el, '.drawer-list--host a');
    await waitFor(() => iconOf(links(), 'This page')?.querySelector('path'), 3000, 'icons');
    expect(iconOf(links(), 'This page')!.classList.contains('nav-icon--active')).to.equal(true);
    expect(iconOf(links(), 'Billing')!.classList.contains('nav-icon--active')).to.equal(false);
    expect(iconOf(links(), 'Billing')!.getAttribute('width')).to.equal('24');
  });
});
