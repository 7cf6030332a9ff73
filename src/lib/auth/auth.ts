// Sign-in for the account centre (oidc-client-ts): one UserManager per tab, with refreshes
// coordinated across tabs and sign-out propagated to every tab.
import {
  UserManager,
  type SigninSilentArgs,
  type User,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { buildUserManagerSettings, type AuthSettingsOptions } from './auth-settings';
import { activeLocale } from '../shared/i18n/active-locale';
import type { ValidSsoConfig } from '../shared/config';
import { saveReturnPath, takeReturnPath } from './return-path';
import { signInArgs } from './sign-in-args';
import { isValidStoredUser, USER_KEY_PREFIX } from '../shared/stored-user';

/** Name of the Web Lock held while a tab refreshes tokens. */
export const REFRESH_LOCK_NAME = 'shs-token-refresh';

/**
 * Runs `task` while holding the cross-tab refresh lock. Refresh tokens rotate: if two tabs
 * spent the same one the provider would revoke the grant, so only one tab refreshes at a time.
 */
export async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, task) as Promise<T>;
}

/**
 * True when a stored user still has more than `windowSeconds` of access-token life: another
 * tab refreshed it while this one waited for the lock, so this tab must not refresh again.
 */
export function isFreshEnough(user: User | null, windowSeconds: number): user is User {
  return !!user && !user.expired && (user.expires_in ?? 0) > windowSeconds;
}

/** A UserManager whose silent renewals take the cross-tab lock and reuse a fresh stored user. */
export class CoordinatedUserManager extends UserManager {
  override async signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    return withRefreshLock(async () => {
      const stored = await this.getUser();
      if (isFreshEnough(stored, this.settings.accessTokenExpiringNotificationTimeInSeconds)) {
        // Re-arm this tab's expiry timers on the tokens another tab fetched.
        await this.events.load(stored, false);
        return stored;
      }
      return super.signinSilent(args);
    });
  }
}

/** Callbacks for what happens in other tabs (a sign-out: app/session/signed-out-elsewhere.ts). */
export interface CrossTabHandlers {
  onUserUpdatedElsewhere: (user: User) => void;
}

/** Sign-in operations the rest of the app uses. */
export class AuthService {
  readonly userManager: CoordinatedUserManager;

  constructor(settings: UserManagerSettings) {
    this.userManager = new CoordinatedUserManager(settings);
  }

  /** The stored user if valid; with an expired access token and a refresh token, refreshes first. */
  async getValidUser(): Promise<User | null> {
    const user = await this.userManager.getUser();
    if (user && isValidStoredUser(user)) return user;
    if (user?.refresh_token) {
      try {
        const renewed = await this.userManager.signinSilent();
        if (renewed && isValidStoredUser(renewed)) return renewed;
      } catch {
        // Refresh refused (revoked, expired): fall through to a fresh sign-in.
      }
    }
    return null;
  }

  /**
   * One refresh after the API refused `refusedAccessToken` (401). If another tab has already
   * stored other tokens, those are used; otherwise the refresh token is spent once, under the
   * cross-tab lock. Resolves true when there are new tokens to try.
   */
  async refreshAfterRejection(refusedAccessToken: string | undefined): Promise<boolean> {
    return withRefreshLock(async () => {
      const stored = await this.userManager.getUser();
      if (!stored?.refresh_token) return false;
      if (stored.access_token !== refusedAccessToken && isValidStoredUser(stored)) return true;
      try {
        // The base class's renewal: the coordinated one would hand back the refused token.
        const renewed = await UserManager.prototype.signinSilent.call(this.userManager);
        return !!renewed && renewed.access_token !== refusedAccessToken;
      } catch {
        return false;
      }
    });
  }

  /** Tokens for the HTTP client, read from storage each time so other tabs' refreshes count. */
  async getTokens(): Promise<{ accessToken: string; idToken?: string } | null> {
    const user = await this.userManager.getUser();
    return user ? { accessToken: user.access_token, idToken: user.id_token } : null;
  }

  /**
   * Saves where to come back to and goes to the provider's login page. `forceLogin` asks the
   * provider for credentials even if its own session is still alive (after a session timeout).
   * The provider's pages speak the customer's language (OIDC `ui_locales`, issue 28).
   */
  async signIn(returnPath: string, forceLogin = false): Promise<void> {
    saveReturnPath(returnPath);
    await this.userManager.signinRedirect(signInArgs(activeLocale(), forceLogin));
  }

  /** Finishes the redirect sign-in; resolves to the in-app path to continue on. */
  async completeSignIn(url = window.location.href): Promise<{ user: User; returnPath: string }> {
    const user = await this.userManager.signinRedirectCallback(url);
    return { user, returnPath: takeReturnPath() };
  }

  /** Finishes a silent renewal inside the hidden iframe (/auth/renew). */
  async completeSilentRenew(url = window.location.href): Promise<void> {
    await this.userManager.signinSilentCallback(url);
  }

  /**
   * Ends the session at the provider (tokens are revoked first, per the settings). If revoking
   * fails (network, or a provider answering in a form the library rejects), the session must
   * still end: forget the user here and go to the provider's end-session page anyway.
   */
  async signOut(): Promise<void> {
    const user = await this.userManager.getUser();
    try {
      await this.userManager.signoutRedirect();
    } catch (error) {
      console.warn('Token revocation failed; ending the session anyway.', error);
      await this.userManager.removeUser();
      await this.userManager.signoutRedirect(
        user?.id_token ? { id_token_hint: user.id_token } : {},
      );
    }
  }

  /**
   * Listens to the shared localStorage entry: when another tab removes the user it signed out
   * (sign out here too); when it writes a new one it refreshed (use those tokens).
   */
  watchOtherTabs(handlers: CrossTabHandlers, target: Window = window): () => void {
    const listener = (event: StorageEvent) => {
      if (!event.key?.startsWith(USER_KEY_PREFIX) || event.newValue === null) return;
      void this.userManager.getUser().then(async (user) => {
        if (!user) return;
        await this.userManager.events.load(user, false);
        handlers.onUserUpdatedElsewhere(user);
      });
    };
    target.addEventListener('storage', listener);
    return () => target.removeEventListener('storage', listener);
  }
}

/** The account centre's sign-in service for validated settings (this module loads on demand). */
export function createAuthService(sso: ValidSsoConfig, options: AuthSettingsOptions): AuthService {
  return new AuthService(buildUserManagerSettings(sso, options));
}
