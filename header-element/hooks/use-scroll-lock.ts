// Stops the host page from scrolling behind an open overlay (the mobile menu), and gives the
// page back its own overflow setting when the overlay closes.
import { useEffect } from 'react';

/** While `locked`, the document does not scroll (the overlay's own content still does). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
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
