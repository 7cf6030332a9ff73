// The signed-in session: ties the sign-in library to the stores (spec 4.2). One per tab.
import type { User } from 'oidc-client-ts';
import type { AuthService } from '../lib/auth';
import { isValidStoredUser } from '../lib/stored-user';
import { setCustomerCookie } from '../lib/cookies';
import { toAccountProblem } from '../lib/account-problem';
import { useAuthStatusStore } from '../stores/auth-status-store';
import { useServicesStore } from '../stores/services-store';
import { getMfaEnabled, getUserInfo } from '../lib/user-api';
import { useUserStore, type IdTokenClaims } from '../stores/user-store';

const SIGNED_IN_AT_KEY = 'shs.signedInAt';

/** One hour after sign-in the session-timeout modal opens (spec 4.2, 9.1). */
export const SESSION_TIMEOUT_MS = 36e5;

/** Sign-in state shared by guards, pages and the shell. */
export class Session {
  private userInfoLoad: Promise<void> | null = null;
  private claims: IdTokenClaims = {};

  constructor(
    readonly auth: AuthService | null,
    private readonly storage: Storage = localStorage,
  ) {}

  /** Guard 3: true when a valid user is signed in; records the login change. */
  async checkSignedIn(): Promise<boolean> {
    if (!this.auth) return false;
    const user = await this.auth.getValidUser();
    if (!user || !isValidStoredUser(user)) return false;
    this.markSignedIn(user);
    return true;
  }

  /** Spec 4.2 "On login change to authenticated": auth status, customer cookie. */
  markSignedIn(user: User): void {
    this.claims = user.profile as IdTokenClaims;
    if (useAuthStatusStore.getState().isAuthenticated) return;
    useAuthStatusStore.getState().setAuthenticated(true);
    setCustomerCookie();
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
   */
  ensureUserInfo(): Promise<void> {
    const status = useAuthStatusStore.getState();
    if (status.hasUserinfo || status.noContactFound) return Promise.resolve();
    this.userInfoLoad ??= useUserStore
      .getState()
      .loadUser({ getUserInfo, getMfaEnabled, claims: this.claims })
      .then(
        (user) => {
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
    if (!this.auth) throw new Error('Sign-in is not configured.');
    await this.auth.signIn(returnPath, forceLogin);
  }

  /** Forgets everything about the signed-in user in this tab (spec 4.2 "the user store resets"). */
  clearLocalState(): void {
    useUserStore.getState().reset();
    useServicesStore.getState().reset();
    useAuthStatusStore.getState().reset();
    this.storage.removeItem(SIGNED_IN_AT_KEY);
  }

  /** Spec 4.2: sign out at the provider (tokens revoked) and refresh the auth status. */
  async logout(): Promise<void> {
    this.clearLocalState();
    if (this.auth) await this.auth.signOut();
  }

  /** The session expired (timeout modal): drop the tokens here and sign in again. */
  async signInAgain(returnPath: string): Promise<void> {
    this.clearLocalState();
    if (this.auth) await this.auth.userManager.removeUser();
    await this.signIn(returnPath, true);
  }
}
