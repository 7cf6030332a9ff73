import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { createKeyThrottle, dragOutcome, isMultiSlide, stepIndex } from './gallery-rules';

/** Options of {@link useCarousel}. */
export interface CarouselOptions {
  /** Number of slides. */
  count: number;
  /** Autoplay interval in ms. */
  scrollTime: number;
  /** Autoplay is off while this is true (reduced motion, paused by the person, video open). */
  held: boolean;
}

// A pointer that moves less than this is a click, not a drag.
const CLICK_SLOP_PX = 6;

/**
 * State and handlers of the hero carousel: current slide, autoplay (paused on hover and on
 * focus inside), arrow keys with a 200 ms throttle, and pointer dragging with the 0.4 bias.
 * Everything is a no-op with one slide.
 */
export function useCarousel({ count, scrollTime, held }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const multi = isMultiSlide(count);
  const autoplaying = multi && !held && !hovered && !focused;

  const move = useCallback((delta: number) => setIndex((i) => stepIndex(i, delta, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(stepIndex(target, 0, count)), [count]);

  // Keep the index valid if the content shrinks.
  useEffect(() => {
    if (index >= count && count > 0) setIndex(count - 1);
  }, [count, index]);

  // A new timer after every move, so a manual move also restarts the full interval.
  useEffect(() => {
    if (!autoplaying) return;
    const timer = setTimeout(() => move(1), scrollTime);
    return () => clearTimeout(timer);
  }, [autoplaying, index, move, scrollTime]);

  const keyGate = useRef(createKeyThrottle());
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!multi || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    // Only from the gallery's own controls: moving away from a slide that holds focus would
    // make the focused link inert and drop focus on the page.
    if ((event.target as Element).closest?.('.gallery__slide')) return;
    event.preventDefault();
    if (!keyGate.current(performance.now())) return;
    move(event.key === 'ArrowRight' ? 1 : -1);
  };

  const drag = useRef<{ id: number; startX: number; width: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!multi || !event.isPrimary || event.button !== 0) return;
    const width = event.currentTarget.getBoundingClientRect().width;
    drag.current = { id: event.pointerId, startX: event.clientX, width, moved: false };
    suppressClick.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.startX;
    if (!current.moved && Math.abs(dx) < CLICK_SLOP_PX) return;
    if (!current.moved) {
      current.moved = true;
      // Capture only once it is a drag, so plain clicks still reach links and buttons.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setDragOffset(dx);
  };
  const endDrag = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = null;
    setDragOffset(null);
    if (!current.moved) return;
    suppressClick.current = true;
    if (!cancelled) move(dragOutcome(event.clientX - current.startX, current.width, count));
  };
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    // The click that ends a drag must not follow a link under the pointer.
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return {
    index,
    multi,
    autoplaying,
    dragOffset,
    move,
    goTo,
    regionHandlers: {
      onKeyDown,
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
        // Still focused inside: focus moved between two controls of the carousel.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
    viewportHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => endDrag(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => endDrag(event, true),
      onClickCapture,
      onDragStart: (event: { preventDefault: () => void }) => event.preventDefault(),
    },
  };
}
