/// <reference types="mocha" />
// Shared helpers of the <shs-header> element tests: mount the element from the built bundle,
// wait for renders, stub the commerce service, and clean up between tests.
import '/dist/header/shs-header.js';

/** Commerce fixture the stubbed fetch answers with (the shapes of docs/contracts.md). */
export const CATALOG = {
  categories: [
    {
      isActive: true,
      name: 'Cameras',
      code: 'cameras',
      categories: [
        { isActive: true, name: 'Doorbell cameras', code: 'doorbell-cameras' },
        { isActive: false, name: 'Retired', code: 'retired' },
      ],
    },
    { isActive: true, name: 'Smart locks', code: 'locks', categories: [] },
    { isActive: false, name: 'Hidden', code: 'hidden', categories: [] },
    {
      isActive: true,
      name: 'Smart offers',
      code: 'smart-offers',
      items: [
        { isActive: true, name: 'Energy saver plan', catalogId: 'energy-saver' },
        { isActive: false, name: 'Old plan', catalogId: 'old' },
        { isActive: true, name: 'Car protection', catalogId: 'car-guard' },
      ],
    },
  ],
};

export const SEARCH_HITS = [
  {
    name: 'Doorbell Camera Pro',
    linkTo: { route: 'products', params: { catalogId: 'dbc' }, href: '/products/dbc' },
  },
  {
    name: 'Door Sensor',
    linkTo: { route: 'products', params: { catalogId: 'ds' }, href: '/products/ds' },
  },
  {
    name: 'Smart Lock',
    linkTo: { route: 'products', params: { catalogId: 'lock' }, href: '/products/lock' },
  },
];

const realFetch = window.fetch;

/** Requests the stub saw: method, url, headers, body. */
export const requests: { method: string; url: string; headers: Headers; body?: string }[] = [];

/** Replaces fetch with the commerce fixture: sessions, commerce info and search. */
export function stubCommerce({ cartItemsCount = 3 } = {}): void {
  requests.length = 0;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.href);
    const method = init?.method ?? 'GET';
    requests.push({
      method,
      url: url.href,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    const expiration = new Date(Date.now() + 3600_000).toISOString();
    if (url.pathname.endsWith('/commerce/sessions') && method === 'POST')
      return json({ id: 'sess-new', expiration, cartItemsCount }, 201);
    const session = url.pathname.match(/\/commerce\/sessions\/([^/]+)$/);
    if (session) return json({ id: session[1], expiration, cartItemsCount, catalog: CATALOG });
    if (url.pathname.endsWith('/commerce/search')) {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(SEARCH_HITS.filter((hit) => hit.name.toLowerCase().includes(q)));
    }
    return json({ message: 'not found' }, 404);
  };
}

/** Puts the real fetch back. */
export function restoreFetch(): void {
  window.fetch = realFetch;
}

/** Polls until `check` returns a truthy value (or throws after `timeout` ms). */
export async function waitFor<T>(
  check: () => T,
  timeout = 3000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const start = performance.now();
  for (;;) {
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch {
      // not yet
    }
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 16));
  }
}

/** Lets pending renders and effects run. */
export function settle(ms = 50): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Creates <shs-header> with these attributes, attaches it and waits until it has rendered. */
export async function mountHeader(attrs: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement('shs-header');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  document.body.append(el);
  await waitFor(() => el.shadowRoot?.querySelector('.bar'), 3000, 'first render');
  // What renders right after the bar's first paint: the profile menu's content, the sub nav.
  await waitFor(() => el.shadowRoot!.querySelector('#shs-profile-menu > *'), 3000, 'the menu');
  if (el.getAttribute('data-sub-nav')?.includes('display'))
    await waitFor(() => el.shadowRoot!.querySelector('.sub-nav'), 3000, 'the sub nav');
  await settle();
  return el;
}

/** The element's shadow root query. */
export function $(el: HTMLElement, selector: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No ${selector} in <shs-header>`);
  return found;
}

/** All matches in the element's shadow root. */
export function $$(el: HTMLElement, selector: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
}

/** The shadow-root link or button whose text is `text`. */
export function byText(el: HTMLElement, text: string, selector = 'a, button'): HTMLElement {
  const found = $$(el, selector).find((node) => node.textContent?.trim() === text);
  if (!found) throw new Error(`No "${text}" in <shs-header>`);
  return found;
}

/** Page coordinates of an element's centre (for sendMouse). */
export function centre(node: Element): [number, number] {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

/** Removes every header, the stubs, stored state and cookies left by a test. */
export function cleanup(): void {
  document.querySelectorAll('shs-header').forEach((el) => el.remove());
  restoreFetch();
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.scrollTo(0, 0);
}

/** Collects events of `name` that reach the document. */
export function collect<T = unknown>(name: string): CustomEvent<T>[] {
  const seen: CustomEvent<T>[] = [];
  document.addEventListener(name, (e) => seen.push(e as CustomEvent<T>));
  return seen;
}
