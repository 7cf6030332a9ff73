// Commerce info (catalogue, cart count) for the selected service, loaded on demand.
import { useEffect, useState } from 'react';
import type { CommerceInfo } from '../commerce/api';
import type { AuthState } from './use-auth';

/** Loading state of the selected service's commerce info. */
export interface CommerceState {
  info?: CommerceInfo;
  error?: string;
}

/** Loads commerce info when a commerce URL and a service exist; keeps the last one while reloading. */
export function useCommerce(
  base: string | undefined,
  serviceName: string | undefined,
  /** Where the signed-in tokens come from (spec 7.1); a new key loads again, signed anew. */
  auth: Pick<AuthState, 'getTokens' | 'tokensKey'>,
  /** Called when the service rejects the signed-in user's tokens (401): the session ended. */
  onUnauthorized: () => void = () => {},
): CommerceState {
  const [state, setState] = useState<CommerceState>({});
  const { getTokens, tokensKey } = auth;
  useEffect(() => {
    // Only a real change re-renders: a fresh {} here would render the header a second time.
    if (!base || !serviceName) return setState((s) => (s.info || s.error ? {} : s));
    const controller = new AbortController();
    let tokens: Awaited<ReturnType<typeof getTokens>>;
    void Promise.all([
      import('../commerce/load'),
      import('../../src/lib/shared/commerce-session-store'),
      getTokens(),
    ])
      .then(([{ loadCommerce }, { webSessionStore }, current]) => {
        tokens = current;
        return loadCommerce(
          { base, tokens },
          webSessionStore(localStorage),
          serviceName,
          controller.signal,
        );
      })
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
  }, [base, serviceName, tokensKey]);
  return state;
}
