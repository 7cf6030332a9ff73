// Work that must not hold back a paint: run after the next frame is on screen. The first render
// of the account centre starts no chunk downloads of its own (each one costs the main thread a
// few milliseconds, which the page's first paint would wait for): parts below the first view
// mount one frame later.
import { useEffect, useState } from 'react';

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

/** False on the first render, true once the frame that showed it has been painted. */
export function useAfterNextPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
