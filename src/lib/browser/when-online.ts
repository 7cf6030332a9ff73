// Code that arrives on demand (an area's chunk, the toast viewport) cannot arrive while the
// browser is offline. Instead of failing the page, the load waits for the connection and tries
// again: the customer keeps what they see, and the part appears once they are back online.

/**
 * Removes the stylesheet links that failed to load (no sheet): the bundler's preload skips a
 * stylesheet whose link is already in the document, so a retry would leave the part unstyled.
 */
export function forgetFailedStylesheets(doc: Pick<Document, 'querySelectorAll'> = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.sheet) link.remove();
  }
}

/** Runs `load`; when it fails while offline, tries again each time the browser is back online. */
export async function loadWhenOnline<T>(
  load: () => Promise<T>,
  target: Pick<Window, 'addEventListener'> & {
    navigator: Pick<Navigator, 'onLine'>;
    document?: Pick<Document, 'querySelectorAll'>;
  } = window,
): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (target.navigator.onLine) throw error;
      await new Promise((resolve) => target.addEventListener('online', resolve, { once: true }));
      if (target.document) forgetFailedStylesheets(target.document);
    }
  }
}
