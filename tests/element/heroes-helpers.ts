/// <reference types="mocha" />
// Shared helpers of the hero gallery element tests: mount <shs-hero-gallery> from the built
// bundle with a stubbed content service, query its shadow root, wait for renders, clean up.
import '/dist/header/shs-heroes.js';

/** Pictures and the stand-in video provider, served from the repository by the test server. */
export const MEDIA = '/demo/server/content/media';
export const VIDEO_EMBED_URL = '/demo/server/content/vidyard/v4.js';

type Json = Record<string, unknown>;

/** A hero with sensible defaults; `overrides` replace fields. */
export function hero(name: string, overrides: Json = {}): Json {
  return {
    type: 'hero',
    mn: 'mc_hero',
    name,
    eyebrow: `Eyebrow ${name}`,
    title: `Title ${name}`,
    description: `<p>Description ${name}</p>`,
    badges: [],
    stickers: [],
    ctaItems: [],
    mediaItem: {
      mn: 'mm_image',
      image: { url: `${MEDIA}/camera-day-wide.svg`, altText: `Picture ${name}`, srcSet: [] },
    },
    copyBlockLocation: 'left',
    hex: '#e6effc',
    withStrongBackground: false,
    ...overrides,
  };
}

/** A gallery payload of `count` heroes named h1, h2, ... */
export function gallery(count: number, extra: Json = {}): Json {
  return {
    components: Array.from({ length: count }, (_, i) => hero(`h${i + 1}`)),
    ...extra,
  };
}

const realFetch = window.fetch;
// The test runner keeps its own session id in the page's query: tests add to it and restore it.
const originalUrl = location.href;

/** Adds query parameters to the page URL (as a visitor's link would), keeping the runner's. */
export function setPageQuery(params: Record<string, string>): void {
  const url = new URL(originalUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  history.replaceState(null, '', url);
}

/** URLs the stubbed content service was asked for. */
export const contentRequests: string[] = [];

/** Replaces fetch: answers `body` as JSON (or the Response `respond` builds) for /heroes. */
export function stubContent(body: Json | ((url: URL) => Response)): void {
  contentRequests.length = 0;
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), location.href);
    contentRequests.push(url.pathname + url.search);
    if (typeof body === 'function') return body(url);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

/** Waits until `check` returns something truthy (polling every animation frame). */
export async function waitFor<T>(check: () => T, timeout = 3000, what = 'condition'): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function $(el: Element, selector: string): HTMLElement | null {
  return el.shadowRoot!.querySelector<HTMLElement>(selector);
}

export function $$(el: Element, selector: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
}

/** Mounts a gallery with the given attributes and waits until it has rendered its slides. */
export async function mountGallery(
  attributes: Record<string, string> = {},
  { waitForSlides = true } = {},
): Promise<HTMLElement> {
  const el = document.createElement('shs-hero-gallery');
  el.setAttribute('data-content-base', '/content');
  el.setAttribute('data-video-embed-url', VIDEO_EMBED_URL);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  if (waitForSlides) await waitFor(() => $(el, '.gallery'), 3000, 'the gallery to render');
  return el;
}

/** Index of the slide showing (from the slide picker), or 0 for a single slide. */
export function currentIndex(el: Element): number {
  const dots = $$(el, '.gallery__dot');
  if (dots.length === 0) return 0;
  return dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true');
}

/** Waits until slide `index` is showing. */
export function waitForIndex(el: Element, index: number, timeout = 3000): Promise<boolean> {
  return waitFor(() => currentIndex(el) === index, timeout, `slide ${index + 1}`);
}

/** The centre of an element in viewport coordinates, for sendMouse. */
export function centreOf(element: Element): [number, number] {
  const rect = element.getBoundingClientRect();
  return [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
}

/** Removes every gallery and restores fetch and the page URL. */
export function cleanup(): void {
  document.querySelectorAll('shs-hero-gallery').forEach((el) => el.remove());
  window.fetch = realFetch;
  if (location.href !== originalUrl) history.replaceState(null, '', originalUrl);
}
