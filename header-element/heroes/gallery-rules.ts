// Pure rules of the hero carousel (spec 9.4), kept apart from the component so they are unit
// tested exactly and the component only wires them to events and timers.
import { DRAG_THRESHOLD_BIAS, KEY_REPEAT_THROTTLE_MS } from './constants';

/** The carousel wraps, drags, autoplays and shows controls only with more than one slide. */
export function isMultiSlide(count: number): boolean {
  return count > 1;
}

/** Index after moving `delta` slides: wraps around both ends; a single slide stays at 0. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (!isMultiSlide(count)) return 0;
  return (((index + delta) % count) + count) % count;
}

/**
 * Slides to move after a drag of `dx` px over a slide `width` px wide: one slide when the drag
 * is longer than the threshold bias (0.4) times the width, else none (the slide springs back).
 * Exactly 40 % does not move. Dragging left (negative dx) goes to the next slide.
 */
export function dragOutcome(
  dx: number,
  width: number,
  count: number,
  bias = DRAG_THRESHOLD_BIAS,
): -1 | 0 | 1 {
  if (!isMultiSlide(count) || width <= 0 || Math.abs(dx) <= bias * width) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * A gate for arrow-key moves: lets one move through, then drops every other (held-down key
 * repeats included) until `intervalMs` (200) has passed since the last move it let through.
 */
export function createKeyThrottle(intervalMs = KEY_REPEAT_THROTTLE_MS): (now: number) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (now) => {
    if (now - last < intervalMs) return false;
    last = now;
    return true;
  };
}
