// A page's code starts loading when the customer shows they are about to open it: the pointer
// comes over a link to it, or the keyboard focus reaches one. By the click the area's chunk (and
// its stylesheet and words) is here, so the click itself only changes route: loading it from the
// click handler put the bundler's preload work (a link element per dependency) and the chunk's
// request in the click, 10 to 15 ms of it at 4x CPU (issue 29, INP: "follow the first attention
// item"). Links inside the header's shadow root count too (the composed path is read).
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** The routes the prefetch looks at; a router's `routes` (the objects it loads lazily). */
export interface PrefetchTarget {
  routes: RouteObject[];
}

/** The same-origin path a link leads to, or null (another site, no href, a download). */
export function inAppPath(link: HTMLAnchorElement, origin = window.location.origin): string | null {
  if (!link.href || link.hasAttribute('download')) return null;
  try {
    const url = new URL(link.href);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/** Runs the lazy loaders of the routes `pathname` matches (each route's code loads once). */
export function prefetchPath(target: PrefetchTarget, pathname: string): void {
  for (const { route } of matchRoutes(target.routes, pathname) ?? []) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    // A failed prefetch is not an error the customer sees: the click loads it again, and says so.
    void Promise.resolve()
      .then(() => lazy())
      .catch(() => undefined);
  }
}

/** Listens for the intent to open an in-app link; returns the function that stops listening. */
export function prefetchOnIntent(
  target: PrefetchTarget,
  root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
): () => void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event
      .composedPath()
      .find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    const path = link ? inAppPath(link) : null;
    if (!path || asked.has(path)) return;
    asked.add(path);
    prefetchPath(target, path);
  };
  const options = { capture: true, passive: true };
  root.addEventListener('pointerover', onIntent, options);
  root.addEventListener('focusin', onIntent, options);
  return () => {
    root.removeEventListener('pointerover', onIntent, options);
    root.removeEventListener('focusin', onIntent, options);
  };
}
