// Closes an open menu on an outside click or Esc, and gives focus back to its button on Esc.
import { useEffect, type RefObject } from 'react';

/** While `open`, a pointer down outside `area` or Escape calls `close`. */
export function useDismiss(
  open: boolean,
  area: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      const inside = area.current && event.composedPath().includes(area.current);
      if (!inside) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, area, button, close]);
}
