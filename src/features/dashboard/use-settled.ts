// A card telling the dashboard that its data has come (or failed), once.
import { useEffect } from 'react';

/** Calls `onSettled` once `pending` is false (at once when it already is). */
export function useSettled(pending: boolean, onSettled: (() => void) | undefined): void {
  useEffect(() => {
    if (!pending) onSettled?.();
  }, [pending, onSettled]);
}
