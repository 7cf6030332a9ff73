// Work that must not hold back a paint: run after the next frame is on screen. The first render
// of the account centre starts no chunk downloads of its own (each one costs the main thread a
// few milliseconds, which the page's first paint would wait for): parts below the first view
// mount one frame later.
//
// Nor may it hold back the end of an entrance animation of the first view. An animation runs on
// the compositor, but its last frame needs the main thread: a chunk, a render or an API answer
// arriving just then kept the fully shown page waiting 15 to 100 ms at 4x CPU. Work that can
// wait waits until such an animation has finished and been painted. (The first page no longer
// fades in, issue 29, shell/use-route-fade.ts: today that is simply the frame after the first.)
import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Runs `task` in a task after the next frame has been painted. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on the first render, true once the frame that showed it has been painted. What the
 * change brings is rendered as a transition, in short tasks that leave room for input.
 */
export function useAfterNextPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/**
 * Runs `task` after the next paint once the CSS animations running on `element` itself (not its
 * descendants: a spinner never ends) have finished or been cancelled, and at most `maxMs` later.
 * With no animation (none declared, reduced motion) that is simply after the next paint. The
 * animations are looked up once the next frame is painted: asking for them earlier, in the
 * first render's effects, made the browser compute styles ahead of that first paint.
 */
export function afterAnimations(
  element: Element | null,
  task: () => void,
  maxMs = 1000,
): () => void {
  let started = false;
  let cancelled = false;
  let cancelPaint: () => void = () => undefined;
  const start = () => {
    if (started || cancelled) return;
    started = true;
    clearTimeout(timer);
    cancelPaint();
    cancelPaint = afterNextPaint(task);
  };
  const timer = setTimeout(start, maxMs);
  cancelPaint = afterNextPaint(() => {
    const animations = element?.getAnimations?.() ?? [];
    if (animations.length === 0) start();
    else
      void Promise.all(animations.map((animation) => animation.finished.catch(() => null))).then(
        start,
      );
  });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancelPaint();
  };
}

/**
 * Whether the account centre's first view has settled (painted, its entrance finished). The
 * shell provides it; anywhere else (a page rendered on its own) it is settled.
 */
export const FirstViewSettledContext = createContext(true);

/** True once the first view has settled (see FirstViewSettledContext). */
export function useFirstViewSettled(): boolean {
  return useContext(FirstViewSettledContext);
}
