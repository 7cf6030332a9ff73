// Runs the store lookup (spec 7.4) whenever the selected service changes, once signed in. The
// lookup's code loads on demand; a failure is logged, never shown: nothing on screen waits for it.
import { useEffect } from 'react';

export function useStoreLookup(serviceName: string | null, signedIn: boolean): void {
  useEffect(() => {
    if (!serviceName || !signedIn) return;
    const controller = new AbortController();
    import('./store-lookup')
      .then(({ lookUpStore }) => lookUpStore(serviceName, controller.signal))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Store lookup failed.', error);
      });
    return () => controller.abort();
  }, [serviceName, signedIn]);
}
