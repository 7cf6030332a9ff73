// The smart-home area's one save: claim a one-time link for a service (spec 7.2 POST claims magic
// URL) and open the smart-home app with it. Nothing is cached: each link works once.
import { useMutation } from '@tanstack/react-query';
import { claimMagicUrl, safeAppUrl } from './api';
import { SMART_HOME_TEXT } from './messages';

/** The server's link was not an address the app may open; its message is the customer's. */
export class UnsafeUrlError extends Error {}

export function useOpenSmartHomeApp() {
  return useMutation({
    mutationFn: async (serviceName: string) => {
      const { url } = await claimMagicUrl(serviceName);
      const safe = safeAppUrl(url);
      if (!safe) throw new UnsafeUrlError(SMART_HOME_TEXT.badUrl);
      // Same tab: a new tab opened after the request would be stopped as a pop-up.
      window.location.assign(safe);
    },
  });
}
