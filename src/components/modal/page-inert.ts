// Makes everything on the page except one element's top-level ancestor inert, so a modal is
// the only thing a keyboard, pointer or screen-reader user can reach, and undoes exactly that.
// Hosts marked with KEEP_LIVE_ATTRIBUTE (the toast viewport) stay live: a message raised while
// a modal is open, such as the error of its failed primary action, must still be announced.

/** Attribute of a body child that an open modal must not make inert. */
export const KEEP_LIVE_ATTRIBUTE = 'data-shs-keep-live';

/** The child of document.body that holds `node`, crossing shadow roots on the way up. */
function bodyChildHolding(node: Node): Element | null {
  let current: Node | null = node;
  while (current) {
    const parent: Node | null =
      current.parentNode instanceof ShadowRoot ? current.parentNode.host : current.parentNode;
    if (parent === document.body) return current as Element;
    current = parent;
  }
  return null;
}

/**
 * Sets `inert` on every child of document.body other than the one holding `keep`. Returns a
 * function that removes it again from those elements only (elements that were already inert,
 * for example behind another open modal, stay inert).
 */
export function makePageInertExcept(keep: Node): () => void {
  const kept = bodyChildHolding(keep);
  const changed: Element[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child === kept || child.hasAttribute('inert') || child.hasAttribute(KEEP_LIVE_ATTRIBUTE)) {
      continue;
    }
    child.setAttribute('inert', '');
    changed.push(child);
  }
  return () => {
    for (const el of changed) el.removeAttribute('inert');
  };
}
