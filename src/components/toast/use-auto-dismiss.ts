import { useEffect, useRef } from 'react';

/** Spec 9.6: toasts that need no action disappear after 7000 ms. */
export const TOAST_AUTO_DISMISS_MS = 7000;

/**
 * Calls `onExpire` once `key` has been on screen, unpaused, for `duration` ms in total. Pausing
 * (hover or focus) stops the clock; resuming continues with the time that was left.
 */
export function useAutoDismiss(
  key: number | null,
  enabled: boolean,
  paused: boolean,
  onExpire: () => void,
  duration = TOAST_AUTO_DISMISS_MS,
): void {
  const remaining = useRef(duration);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  // A new toast starts with the full time.
  useEffect(() => {
    remaining.current = duration;
  }, [key, duration]);

  useEffect(() => {
    if (key === null || !enabled || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [key, enabled, paused]);
}
