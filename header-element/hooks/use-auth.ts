// Signed-in state and Log In / Log Out. Host mode: the host page decides (data-logged-in) and gets
// the events. OIDC mode: the header's own sign-in, loaded on demand (auth/sign-in.ts).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HeaderAttributes } from '../attributes';
import {
  readStoredUser,
  userStorageKey,
  type StoredSignIn,
} from '../../src/lib/shared/stored-user';
import type { SignInSettings } from '../auth/sign-in';
import { emit, reportError } from '../events';
import { whenIdle } from '../../src/lib/shared/when-idle';
import { hostTokens, type SignInTokens, type TokenHost } from '../host-tokens';

/** What the header shows and does about sign-in. */
export interface AuthState {
  loggedIn: boolean;
  user?: StoredSignIn;
  /** Log In was pressed but the sign-in could not start (no provider configured or reachable). */
  signInFailed: boolean;
  logIn(): void;
  logOut(): void;
  /** The server rejected the stored sign-in (a 401): forget it, so the header shows Log In. */
  endSession(): void;
  /**
   * The tokens signed-in calls carry (spec 7.1): the stored user's in OIDC mode, the host's
   * (`element.signInTokens`) in host mode while it says the user is signed in.
   */
  getTokens(): Promise<SignInTokens | undefined>;
  /** Changes when calls made so far were signed differently (a sign-in, sign-out, new token). */
  tokensKey: string | undefined;
}

function hasCallbackParams(href: string): boolean {
  const params = new URL(href).searchParams;
  // A cancelled sign-in comes back with error=access_denied instead of a code.
  return (params.has('code') || params.has('error')) && params.has('state');
}

/** Sign-in state for the attributes and resolved authority. */
export function useAuth(host: HTMLElement, attrs: HeaderAttributes, authority?: string): AuthState {
  const oidc = attrs.authMode === 'oidc';
  const settings = useMemo<SignInSettings | undefined>(() => {
    if (!oidc || !authority) return undefined;
    const page = window.location.origin + window.location.pathname;
    const abs = (u: string | undefined) => (u ? new URL(u, window.location.href).href : page);
    return {
      authority,
      clientId: attrs.clientId,
      redirectUri: abs(attrs.redirectUri),
      postLogoutRedirectUri: abs(attrs.postLogoutRedirectUri),
      scope: attrs.scope,
    };
  }, [
    oidc,
    authority,
    attrs.clientId,
    attrs.redirectUri,
    attrs.postLogoutRedirectUri,
    attrs.scope,
  ]);

  // The stored user is read while rendering, so the first render (and the commerce calls it
  // starts) already has the tokens: read in an effect, the header rendered a second time and
  // its first commerce calls could leave unsigned before the user arrived. `version` re-reads it
  // when it may have changed (another tab, expiry, the session ended).
  const [version, setVersion] = useState(0);
  const reread = useCallback(() => setVersion((v) => v + 1), []);
  const user = useMemo<StoredSignIn | undefined>(
    () =>
      settings ? readStoredUser(localStorage, settings.authority, settings.clientId) : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version: read localStorage again
    [settings, version],
  );
  useEffect(() => {
    if (!settings) return;
    // Sign-in or sign-out in another tab updates this one.
    window.addEventListener('storage', reread);
    return () => window.removeEventListener('storage', reread);
  }, [settings, reread]);

  const endSession = useCallback(() => {
    if (!settings) return;
    localStorage.removeItem(userStorageKey(settings.authority, settings.clientId));
    reread();
  }, [settings, reread]);

  // An access token that expires while the page is open: show Log In from that moment on.
  const expiresAt = user?.expires_at;
  useEffect(() => {
    if (!settings || expiresAt === undefined) return;
    const ms = Math.min(expiresAt * 1000 - Date.now() + 1000, 2 ** 31 - 1);
    const timer = setTimeout(reread, Math.max(ms, 0));
    return () => clearTimeout(timer);
  }, [settings, expiresAt, reread]);

  // Once per page with a stored user: does the provider still accept it? (revoked, signed out)
  const accessToken = user?.access_token;
  useEffect(() => {
    if (!settings || !accessToken) return;
    const controller = new AbortController();
    const cancelIdle = whenIdle(() => {
      void import('../auth/session-check')
        .then(({ sessionEnded }) =>
          sessionEnded(settings.authority, accessToken, controller.signal),
        )
        .then((ended) => {
          if (ended && !controller.signal.aborted) endSession();
        });
    }, 5000);
    return () => {
      cancelIdle();
      controller.abort();
    };
  }, [settings, accessToken, endSession]);

  // The redirect page: finish the sign-in, then go back where the visitor started.
  useEffect(() => {
    if (!settings || !hasCallbackParams(window.location.href)) return;
    const here = window.location.origin + window.location.pathname;
    if (new URL(settings.redirectUri).href !== new URL(here).href) return;
    void import('../auth/sign-in')
      .then(({ completeSignIn }) => completeSignIn(settings, window.location.href))
      .then((next) => window.location.replace(next))
      .catch((error: unknown) => reportError(host, 'Sign-in failed', error));
  }, [host, settings]);

  const [signInFailed, setSignInFailed] = useState(false);
  const logIn = useCallback(() => {
    if (!emit(host, 'shs-login', {}, true) || !oidc) return;
    setSignInFailed(false);
    if (!settings) {
      // No provider: config unreadable and no data-authority. Say so rather than do nothing.
      console.warn('<shs-header>: Log In needs data-authority or sso.authority in the config');
      setSignInFailed(true);
      return;
    }
    void import('../auth/sign-in')
      .then(({ signIn }) => signIn(settings, window.location.href))
      .catch((error: unknown) => {
        setSignInFailed(true);
        reportError(host, 'Sign-in failed', error);
      });
  }, [host, settings, oidc]);

  const logOut = useCallback(() => {
    if (!emit(host, 'shs-logout', {}, true) || !settings) return;
    void import('../auth/sign-in')
      .then(({ signOut }) => signOut(settings))
      .catch((error: unknown) => {
        reportError(host, 'Sign-out failed', error);
        reread();
      });
  }, [host, settings, reread]);

  const idToken = user?.id_token;
  const hostSignedIn = !oidc && attrs.loggedIn;
  const getTokens = useCallback(async (): Promise<SignInTokens | undefined> => {
    if (hostSignedIn) return hostTokens(host as TokenHost);
    return accessToken && idToken ? { accessToken, idToken } : undefined;
  }, [host, hostSignedIn, accessToken, idToken]);

  return {
    loggedIn: oidc ? Boolean(user) : attrs.loggedIn,
    getTokens,
    tokensKey: hostSignedIn ? 'host' : accessToken,
    user,
    signInFailed,
    logIn,
    logOut,
    endSession,
  };
}
