// Re-reads the typed attributes whenever one of them changes on the host, after upgrade too, and
// when the page's <html lang> changes (the header's words follow the page's language).
import { useEffect, useState } from 'react';
import { ATTRIBUTE_NAMES, readAttributes, type HeaderAttributes } from '../attributes';

/** The host element's attributes, kept current with a MutationObserver. */
export function useHostAttributes(host: HTMLElement): HeaderAttributes {
  const [attrs, setAttrs] = useState(() => readAttributes((name) => host.getAttribute(name)));
  useEffect(() => {
    const observer = new MutationObserver(() =>
      setAttrs(readAttributes((name) => host.getAttribute(name))),
    );
    observer.observe(host, { attributes: true, attributeFilter: [...ATTRIBUTE_NAMES] });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    return () => observer.disconnect();
  }, [host]);
  return attrs;
}
