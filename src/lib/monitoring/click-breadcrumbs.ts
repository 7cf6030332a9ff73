// The clicks an error report carries as breadcrumbs ("ui.click", the clicked element as a short
// CSS path, as Sentry's own DOM breadcrumbs read). Sentry records them inside the click, walking
// the element's ancestors and serialising them, and that work held the click's next paint at 4x
// CPU (issue 29, INP). Here the click only keeps the element; it is described after the paint.
// Like every breadcrumb, it is scrubbed with the event that carries it (scrub.ts).

/**
 * Runs `task` in a task after the next frame is painted (src/lib/browser/after-paint.ts does the
 * same for the app; this folder is shared with the header and imports nothing outside it).
 */
function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** How many elements of the path, from the clicked one up, a breadcrumb names. */
const PATH_DEPTH = 5;

/** One element as a selector: tag, id, classes and its aria-label (as Sentry's keyAttrs). */
function describeOne(element: Element): string {
  let text = element.tagName.toLowerCase();
  if (element.id) text += `#${element.id}`;
  for (const name of element.classList) text += `.${name}`;
  const label = element.getAttribute('aria-label');
  if (label) text += `[aria-label="${label}"]`;
  return text;
}

/** The element and its ancestors (crossing shadow roots), outermost first: `nav > ul > a.x`. */
export function describeElement(element: Element, depth = PATH_DEPTH): string {
  const parts: string[] = [];
  let current: Element | null = element;
  while (current && parts.length < depth && current !== document.documentElement) {
    parts.unshift(describeOne(current));
    const parent: Node | null = current.parentNode;
    current = parent instanceof ShadowRoot ? parent.host : (parent as Element | null);
    if (current && !(current instanceof Element)) current = null;
  }
  return parts.join(' > ');
}

/** A breadcrumb as the SDK's addBreadcrumb takes it. */
export interface ClickBreadcrumb {
  category: 'ui.click';
  message: string;
}

/** Records each click as a breadcrumb after the next paint; returns the function that stops it. */
export function recordClickBreadcrumbs(
  add: (crumb: ClickBreadcrumb) => void,
  root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
  later: (task: () => void) => unknown = afterNextPaint,
): () => void {
  const onClick = (event: Event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return;
    later(() => add({ category: 'ui.click', message: describeElement(target) }));
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
