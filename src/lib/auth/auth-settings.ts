// Spec 9.2 sign-in settings for oidc-client-ts, as a pure function so tests can read them.
import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { ValidSsoConfig } from '../shared/config';

/** Scopes the account centre always asks for (spec 9.2). */
export const BASE_SCOPES = ['openid', 'email', 'profile'] as const;

/** Default seconds before expiry at which the access token is renewed (spec 9.2). */
export const DEFAULT_TOKEN_EXPIRE_WINDOW = 60;

/** Timeouts of silent renewal retried (5 s apart, by oidc-client-ts) before a renew error. */
export const SILENT_RENEW_TIMEOUT_RETRIES = 3;

/** The base scopes plus any extra ones from config (offline_access gives refresh tokens). */
export function mergeScopes(configScope: string | undefined): string {
  const extra = (configScope ?? '').split(/\s+/).filter(Boolean);
  return [...new Set([...BASE_SCOPES, ...extra])].join(' ');
}

/** Options that do not come from the sso section. */
export interface AuthSettingsOptions {
  origin: string;
  tokenExpireWindow?: number;
  /** Where the signed-in user is kept: localStorage, so every tab shares one session. */
  userStorage: Storage;
}

/** UserManager settings for the account centre. */
export function buildUserManagerSettings(
  sso: ValidSsoConfig,
  options: AuthSettingsOptions,
): UserManagerSettings {
  const expireWindow =
    typeof options.tokenExpireWindow === 'number' && options.tokenExpireWindow > 0
      ? options.tokenExpireWindow
      : DEFAULT_TOKEN_EXPIRE_WINDOW;
  return {
    authority: sso.authority,
    client_id: sso.clientId,
    redirect_uri: sso.redirectUri,
    silent_redirect_uri: sso.silentRedirectUri ?? `${options.origin}/auth/renew`,
    post_logout_redirect_uri: sso.postLogoutRedirectUri ?? `${options.origin}/`,
    // Authorization code + PKCE (S256 is oidc-client-ts' only method); never the implicit flow.
    response_type: 'code',
    disablePKCE: false,
    scope: mergeScopes(sso.scope),
    userStore: new WebStorageStateStore({ store: options.userStorage }),
    revokeTokensOnSignout: true,
    automaticSilentRenew: true,
    maxSilentRenewTimeoutRetries: SILENT_RENEW_TIMEOUT_RETRIES,
    accessTokenExpiringNotificationTimeInSeconds: expireWindow,
    validateSubOnSilentRenew: false,
    includeIdTokenInSilentRenew: true,
    monitorSession: true,
    checkSessionIntervalInSeconds: 2,
    staleStateAgeInSeconds: 900,
    silentRequestTimeoutInSeconds: 10,
    loadUserInfo: false,
  };
}
