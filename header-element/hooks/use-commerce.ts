// Commerce info (catalogue, cart count) for the selected service, loaded on demand.
import { useEffect, useState } from 'react';
import type { CommerceInfo } from '../commerce/api';
import type { StoredSignIn } from '../../src/lib/shared/stored-user';

/** Loading state of the selected service's commerce info. */
export interface CommerceState {
  info?: CommerceInfo;
  error?: string;
}

/** Loads commerce info when a commerce URL and a service exist; keeps the last one while reloading. */
export function useCommerce(
  base: string | undefined,
  serviceName: string | undefined,
  user: StoredSignIn | undefined,
  /** Called when the service rejects the signed-in user's tokens (401): the session ended. */
  onUnauthorized: () => void = () => {},
): CommerceState {
  const [state, setState] = useState<CommerceState>({});
  const accessToken = user?.access_token;
  const idToken = user?.id_token;
  useEffect(() => {
    // Only a real change re-renders: a fresh {} here would render the header a second time.
    if (!base || !serviceName) return setState((s) => (s.info || s.error ? {} : s));
    const controller = new AbortController();
    const tokens = accessToken && idToken ? { accessToken, idToken } : undefined;
    void Promise.all([
      import('../commerce/load'),
      import('../../src/lib/shared/commerce-session-store'),
    ])
      .then(([{ loadCommerce }, { webSessionStore }]) =>
        loadCommerce(
          { base, tokens },
          webSessionStore(localStorage),
          serviceName,
          controller.signal,
        ),
      )
      .then(
        (info) => setState({ info }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (tokens && (error as { status?: number }).status === 401) return onUnauthorized();
          console.warn('<shs-header>: commerce unavailable', error);
          setState({ error: String(error) });
        },
      );
    return () => controller.abort();
    // onUnauthorized is read when a call fails, not a reason to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [base, serviceName, accessToken, idToken]);
  return state;
}
