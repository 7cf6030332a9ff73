// The styles of what the first view never shows (catalogue panels, mobile drawer, search results)
// arrive with the on-demand chunk that renders those parts, not in the first load. A first open
// must still never paint unstyled: when the part enters the shadow tree (checked in a
// MutationObserver callback, a microtask, so before any paint) its rules already apply, in every
// header on the page.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { $, byText, cleanup, mountHeader, stubCommerce, waitFor } from './header-helpers';

const SERVICE = { 'data-commerce-url': '/api/commerce', 'data-current-service': 'S-1' };

/**
 * Runs `open`, then resolves with `check(node)`'s result taken the moment `selector` first
 * matches a node in the header's shadow tree (before the browser can paint it).
 */
function whenInserted<T>(
  el: HTMLElement,
  selector: string,
  open: () => void,
  check: (node: HTMLElement) => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const root = el.shadowRoot!;
    const observer = new MutationObserver(() => {
      const node = root.querySelector<HTMLElement>(selector);
      if (!node) return;
      observer.disconnect();
      resolve(check(node));
    });
    observer.observe(root, { childList: true, subtree: true });
    open();
    setTimeout(() => {
      observer.disconnect();
      reject(new Error(`No ${selector} after opening`));
    }, 3000);
  });
}

describe('<shs-header> on-demand styles', () => {
  afterEach(cleanup);

  it('styles a dropdown panel from the moment it first renders, in a second header too', async () => {
    await setViewport({ width: 1280, height: 800 });
    stubCommerce();
    const el = await mountHeader(SERVICE);
    const shop = await waitFor(() => byText(el, 'Shop', 'button'));
    const style = (panel: HTMLElement) => {
      const grid = getComputedStyle(panel.querySelector('.panel-grid')!);
      return { border: getComputedStyle(panel).borderTopWidth, grid: grid.display };
    };
    const first = await whenInserted(el, '#shs-panel-shop', () => shop.click(), style);
    expect(first).to.deep.equal({ border: '1px', grid: 'grid' });

    // A header added after the chunk loaded gets the sheet in its own shadow root.
    const second = await mountHeader(SERVICE);
    const offers = await waitFor(() => byText(second, 'Smart Services', 'button'));
    const later = await whenInserted(second, '#shs-panel-offers', () => offers.click(), style);
    expect(later).to.deep.equal({ border: '1px', grid: 'grid' });
  });

  it('styles the mobile drawer and the search results panel on their first open', async () => {
    await setViewport({ width: 390, height: 844 });
    stubCommerce();
    const el = await mountHeader(SERVICE);
    const drawer = await whenInserted(
      el,
      '#shs-mobile-menu .drawer-link',
      () => $(el, 'button[aria-controls="shs-mobile-menu"]').click(),
      (link) => ({
        overflow: getComputedStyle($(el, '#shs-mobile-menu')).overflowY,
        height: getComputedStyle(link).minHeight,
      }),
    );
    expect(drawer).to.deep.equal({ overflow: 'auto', height: '52px' });
    $(el, 'button[aria-controls="shs-mobile-menu"]').click();

    $(el, 'button[aria-controls="shs-search-box"]').click();
    const input = await waitFor(() => $(el, 'input[type="search"]') as HTMLInputElement);
    const panel = await whenInserted(
      el,
      '.search-panel',
      () => {
        input.value = 'door';
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      (node) => ({
        radius: getComputedStyle(node).borderTopLeftRadius,
        border: getComputedStyle(node).borderTopWidth,
      }),
    );
    expect(panel).to.deep.equal({ radius: '12px', border: '1px' });
  });
});
