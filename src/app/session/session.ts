// The signed-in session: ties the sign-in library to the stores (spec 4.2). One per tab.
// The library (oidc-client-ts) is not part of the first load: a signed-in reload is recognised
// from the stored user alone (src/lib/shared/stored-user.ts) and the library arrives in the background.
import type { AuthService } from '../../lib/auth/auth';
import { isValidStoredUser, type StoredSignIn } from '../../lib/shared/stored-user';
import { setCustomerCookie } from '../../lib/auth/cookies';
import { toAccountProblem } from '../../lib/auth/account-problem';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { useServicesStore } from '../../stores/services-store';
import { getMfaEnabled, getUserInfo, saveLanguage } from '../../lib/http/user-api';
import { chooseLanguage, takeSignInPageChoice } from '../../lib/i18n/language';
import { activeLocale } from '../../lib/shared/i18n/active-locale';
import { useUserStore, type IdTokenClaims } from '../../stores/user-store';
import { getRuntimeConfig } from '../../lib/shared/config';
import { clearChatSession } from './chat-session';
import { clearUserCache, readUserCache, writeUserCache } from './user-cache';

/** The sign-in library, now or once loaded. */
export type AuthSource = AuthService | Promise<AuthService>;

const SIGNED_IN_AT_KEY = 'shs.signedInAt';

/** One hour after sign-in the session-timeout modal opens (spec 4.2, 9.1). */
export const SESSION_TIMEOUT_MS = 36e5;

/** Sign-in state shared by guards, pages and the shell. */
export class Session {
  private userInfoLoad: Promise<void> | null = null;
  private claims: IdTokenClaims = {};
  private readonly loadAuth: (() => Promise<AuthService>) | null;
  private authLoad: Promise<AuthService> | null = null;

  /**
   * @param auth the sign-in library (null without sign-in settings); a function is called on
   *   first use, so the library loads only when needed.
   * @param readStoredSignIn reads the stored user without the library (the fast path of a reload).
   * @param cacheStorage where the last stored user is kept for reloads of this tab.
   * @param afterFirstView runs a task once the first view has painted (the cached user's refresh).
   */
  constructor(
    auth: AuthSource | (() => AuthSource) | null,
    private readonly storage: Storage = localStorage,
    private readonly readStoredSignIn: () => StoredSignIn | undefined = () => undefined,
    private readonly cacheStorage: Storage | undefined = undefined,
    private readonly afterFirstView: (task: () => void) => void = (task) => task(),
  ) {
    this.loadAuth = auth ? async () => (typeof auth === 'function' ? auth() : auth) : null;
  }

  /** The sign-in library (loading it on first use), or null when sign-in is not configured. */
  getAuth(): Promise<AuthService | null> {
    if (!this.loadAuth) return Promise.resolve(null);
    this.authLoad ??= this.loadAuth();
    return this.authLoad;
  }

  /**
   * Guard 3: true when a valid user is signed in; records the login change. A valid stored user
   * answers at once; otherwise the library may still renew an expired one.
   */
  async checkSignedIn(): Promise<boolean> {
    if (!this.loadAuth) return false;
    if (this.checkStoredSignIn()) return true;
    const user = await (await this.getAuth())?.getValidUser();
    if (!user || !isValidStoredUser(user)) return false;
    this.markSignedIn(user);
    return true;
  }

  /**
   * The part of guard 3 that is known at once: true (and the login change recorded) when the
   * stored user is valid. False says nothing yet: the library may still renew an expired user.
   */
  checkStoredSignIn(): boolean {
    if (!this.loadAuth) return false;
    const stored = this.readStoredSignIn();
    if (!stored || !isValidStoredUser(stored)) return false;
    this.markSignedIn(stored);
    return true;
  }

  /**
   * The stored tokens, read each time (a renewal or another tab's refresh counts at once): what
   * the embedded <shs-header> signs its commerce calls with (spec 7.1, its `signInTokens`).
   */
  readonly signInTokens = (): { accessToken: string; idToken: string } | null => {
    const user = this.readStoredSignIn();
    return user?.access_token && user.id_token
      ? { accessToken: user.access_token, idToken: user.id_token }
      : null;
  };

  /** Spec 4.2 "On login change to authenticated": auth status, customer cookie. */
  markSignedIn(user: Pick<StoredSignIn, 'profile'>): void {
    this.claims = (user.profile ?? {}) as IdTokenClaims;
    if (useAuthStatusStore.getState().isAuthenticated) return;
    useAuthStatusStore.getState().setAuthenticated(true);
    void setCustomerCookie();
    if (!this.storage.getItem(SIGNED_IN_AT_KEY)) this.recordSignIn();
  }

  /** Remembers when this sign-in happened (shared by tabs) for the session timeout. */
  recordSignIn(now = Date.now()): void {
    this.storage.setItem(SIGNED_IN_AT_KEY, String(now));
  }

  /** When the current sign-in happened, in ms since the epoch (bound: passed as a callback). */
  readonly signedInAt = (now = Date.now()): number => {
    const value = Number(this.storage.getItem(SIGNED_IN_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : now;
  };

  /**
   * Loads user info once per sign-in (spec 4.2). A failure becomes the account problem of the
   * auth status (spec 8) instead of rejecting, so navigation can go on to the account error page.
   * On a reload, this tab's answer from a few minutes ago stands in at once while the server is
   * asked again behind it, once the page has painted.
   */
  ensureUserInfo(): Promise<void> {
    const status = useAuthStatusStore.getState();
    if (status.hasUserinfo || status.noContactFound) return Promise.resolve();
    const sub = this.claims.sub ?? '';
    const cached = this.cacheStorage ? readUserCache(this.cacheStorage, sub) : null;
    if (cached && !this.userInfoLoad) {
      useUserStore.setState({ user: cached });
      useServicesStore.getState().initialise(cached.services);
      useAuthStatusStore.getState().setUserinfoLoaded(true);
      // Asked again once the page has painted: starting two requests costs the main thread more
      // than the first paint can spare at start-up.
      this.afterFirstView(() => void this.loadUserInfo(sub));
      return Promise.resolve();
    }
    return this.loadUserInfo(sub);
  }

  /** Asks the server for user info and MFA status (together) and keeps the answer. */
  private loadUserInfo(sub: string): Promise<void> {
    this.userInfoLoad ??= useUserStore
      .getState()
      .loadUser({ getUserInfo, getMfaEnabled, claims: this.claims })
      .then(
        (user) => {
          if (this.cacheStorage) writeUserCache(this.cacheStorage, sub, user, Date.now());
          // Issue 28: a language just chosen on the sign-in page is the account's from now on;
          // else the one the customer chose on any device becomes this device's too.
          const chosenAtSignIn = takeSignInPageChoice();
          if (chosenAtSignIn) {
            if (user.language !== chosenAtSignIn)
              void saveLanguage(chosenAtSignIn).catch(() => undefined);
          } else if (user.language && user.language !== activeLocale()) {
            void chooseLanguage(user.language);
          }
          useServicesStore.getState().initialise(user.services);
          useAuthStatusStore.getState().setUserinfoLoaded(true);
        },
        (error: unknown) => {
          useAuthStatusStore.getState().setAccountProblem(toAccountProblem(error));
        },
      )
      .finally(() => {
        this.userInfoLoad = null;
      });
    return this.userInfoLoad;
  }

  /** Goes to the provider's login page, coming back to `returnPath`. */
  async signIn(returnPath: string, forceLogin = false): Promise<void> {
    const auth = await this.getAuth();
    if (!auth) throw new Error('Sign-in is not configured.');
    await auth.signIn(returnPath, forceLogin);
  }

  /**
   * Forgets everything about the signed-in user in this tab (spec 4.2 "the user store resets"),
   * the help chat's customer included: a session that timed out, ended at the server or was
   * signed out in another tab must not leave this tab chatting as that customer.
   */
  clearLocalState(): void {
    void clearChatSession(getRuntimeConfig());
    useUserStore.getState().reset();
    useServicesStore.getState().reset();
    useAuthStatusStore.getState().reset();
    this.storage.removeItem(SIGNED_IN_AT_KEY);
    if (this.cacheStorage) clearUserCache(this.cacheStorage);
  }

  /** Spec 4.2: sign out at the provider (tokens revoked) and refresh the auth status. */
  async logout(): Promise<void> {
    this.clearLocalState();
    await (await this.getAuth())?.signOut();
  }

  /** The session expired (timeout modal): drop the tokens here and sign in again. */
  async signInAgain(returnPath: string): Promise<void> {
    this.clearLocalState();
    await (await this.getAuth())?.userManager.removeUser();
    await this.signIn(returnPath, true);
  }
}
