// Whether the browser is online, as one subscription for every part of the account centre: the
// offline notice, the buttons that need the network, and the retry when the connection is back.
import { useSyncExternalStore } from 'react';

/**
 * The id of the one element that says why network actions are unavailable (the notice; its words
 * are browserText's `offline`, lib/browser/text.ts).
 */
export const OFFLINE_REASON_ID = 'shs-offline-reason';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the browser reports a connection (true on the server and in tests without one). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
