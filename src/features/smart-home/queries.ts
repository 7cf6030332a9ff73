// The smart-home area's one save: claim a one-time link for a service (spec 7.2 POST claims magic
// URL) and open the smart-home app with it. Nothing is cached: each link works once.
import { useMutation } from '@tanstack/react-query';
import { claimMagicUrl, safeAppUrl } from './api';

/** The server's link was not an address the app may open (the page words it for the customer). */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError';
}

export function useOpenSmartHomeApp() {
  return useMutation({
    mutationFn: async (serviceName: string) => {
      const { url } = await claimMagicUrl(serviceName);
      const safe = safeAppUrl(url);
      if (!safe) throw new UnsafeUrlError('The smart-home link is not an http(s) address.');
      // Same tab: a new tab opened after the request would be stopped as a pop-up.
      window.location.assign(safe);
    },
  });
}
