// Stops the host page from scrolling behind an open overlay (the mobile menu), and gives the
// page back its own overflow setting when the overlay closes.
import { useLayoutEffect } from 'react';

/** While `locked`, the document does not scroll (the overlay's own content still does). */
export function useScrollLock(locked: boolean): void {
  // Layout effect: locked in the same frame the menu first paints, released as it goes.
  useLayoutEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    // Set through the CSSOM, which a strict style-src CSP allows (unlike a style attribute).
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [locked]);
}
