// Hide-on-scroll rule of spec 4.5: hide when scrolling down past the header height,
// show again after scrolling up by more than 70 px.

/** Scroll-up distance that brings the hidden header back (spec 9.3). */
export const SHOW_AFTER_SCROLL_UP = 70;

/** What the scroll rule remembers between scroll events. */
export interface ScrollState {
  hidden: boolean;
  /** Last seen scroll position. */
  lastY: number;
  /** Lowest point reached (largest Y) since the header hid; the scroll-up distance counts from here. */
  anchorY: number;
}

export const INITIAL_SCROLL_STATE: ScrollState = { hidden: false, lastY: 0, anchorY: 0 };

/** Next state for a new scroll position `y` with the header `headerHeight` px tall. */
export function nextScrollState(state: ScrollState, y: number, headerHeight: number): ScrollState {
  const goingDown = y > state.lastY;
  if (!state.hidden) {
    if (goingDown && y > headerHeight) return { hidden: true, lastY: y, anchorY: y };
    return { hidden: false, lastY: y, anchorY: y };
  }
  const anchorY = Math.max(state.anchorY, y);
  if (anchorY - y > SHOW_AFTER_SCROLL_UP || y <= 0) return { hidden: false, lastY: y, anchorY: y };
  return { hidden: true, lastY: y, anchorY };
}
