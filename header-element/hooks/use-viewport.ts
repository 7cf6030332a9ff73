// Viewport width and scroll state: the breakpoints (spec 9.3) and hide-on-scroll (spec 4.5).
import { useEffect, useRef, useState } from 'react';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE, DESKTOP_MIN_WIDTH } from '../rules/layout';
import { INITIAL_SCROLL_STATE, nextScrollState, type ScrollState } from '../rules/scroll';

/** window.innerWidth, updated on resize. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** Hide-on-scroll state and the current scroll position. */
export function useScrollHide(viewportWidth: number): { hidden: boolean; scrollY: number } {
  // Read window.scrollY once: reading it may force a layout, so not on every render.
  const [view, setView] = useState(() => ({ hidden: false, scrollY: window.scrollY }));
  const state = useRef<ScrollState>({ ...INITIAL_SCROLL_STATE, lastY: view.scrollY });
  const height = viewportWidth < DESKTOP_MIN_WIDTH ? HEADER_HEIGHT_MOBILE : HEADER_HEIGHT_DESKTOP;
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      state.current = nextScrollState(state.current, y, height);
      const hidden = state.current.hidden;
      setView((v) => (v.hidden === hidden && v.scrollY > 0 === y > 0 ? v : { hidden, scrollY: y }));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [height]);
  return view;
}
