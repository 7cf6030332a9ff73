// Prefetching a page's code on the intent to open it: pointer over or focus on an in-app link
// loads the matched routes' code once; other sites, downloads and loaded routes load nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { inAppPath, prefetchOnIntent } from './prefetch-on-intent';

function routesWith(loadBilling: () => Promise<object>, loadData: () => Promise<object>) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'dashboard', path: 'dashboard' },
        {
          id: 'data',
          lazy: loadData,
          children: [{ id: 'billing-payment', path: 'billing/payment', lazy: loadBilling }],
        },
      ],
    },
  ];
  return routes;
}

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = 'Make a payment';
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  document.body.append(a);
  return a;
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchOnIntent (issue 29)', () => {
  it("loads the page's code when the pointer comes over its link, once", async () => {
    const loadBilling = vi.fn(async () => ({}));
    const loadData = vi.fn(async () => ({}));
    stop = prefetchOnIntent({ routes: routesWith(loadBilling, loadData) });
    const a = link('/billing/payment?service=S-100200301');

    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await flush();
    expect(loadData).toHaveBeenCalledTimes(1);
    expect(loadBilling).toHaveBeenCalledTimes(1);

    a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    a.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await flush();
    expect(loadBilling).toHaveBeenCalledTimes(1);
  });

  it('loads it when the keyboard focus reaches the link', async () => {
    const loadBilling = vi.fn(async () => ({}));
    stop = prefetchOnIntent({ routes: routesWith(loadBilling, async () => ({})) });
    link('/billing/payment').focus();
    await flush();
    expect(loadBilling).toHaveBeenCalledTimes(1);
  });

  it('finds links inside a shadow root (the header)', async () => {
    const loadBilling = vi.fn(async () => ({}));
    stop = prefetchOnIntent({ routes: routesWith(loadBilling, async () => ({})) });
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('a');
    inner.href = '/billing/payment';
    host.attachShadow({ mode: 'open' }).append(inner);
    inner.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await flush();
    expect(loadBilling).toHaveBeenCalledTimes(1);
  });

  it('leaves other sites, downloads and pages without lazy code alone', async () => {
    const loadBilling = vi.fn(async () => ({}));
    const loadData = vi.fn(async () => ({}));
    stop = prefetchOnIntent({ routes: routesWith(loadBilling, loadData) });
    for (const a of [
      link('https://shop.example.com/billing/payment'),
      link('/billing/payment', { download: '' }),
      link('/dashboard'),
    ])
      a.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await flush();
    expect(loadBilling).not.toHaveBeenCalled();
    expect(loadData).not.toHaveBeenCalled();
  });

  it('keeps quiet when a prefetch fails (the click loads it again and shows the error)', async () => {
    const loadBilling = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    stop = prefetchOnIntent({ routes: routesWith(loadBilling, async () => ({})) });
    link('/billing/payment').dispatchEvent(
      new PointerEvent('pointerover', { bubbles: true, composed: true }),
    );
    await flush();
    expect(loadBilling).toHaveBeenCalledTimes(1);
  });

  it('reads the path of same-origin links only', () => {
    expect(inAppPath(link('/profile?tab=1#x'), window.location.origin)).toBe('/profile');
    expect(inAppPath(link('https://support.example.com/'), window.location.origin)).toBeNull();
  });
});
