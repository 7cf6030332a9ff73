import { describe, expect, it } from 'vitest';
import { WebStorageStateStore } from 'oidc-client-ts';
import { buildUserManagerSettings, mergeScopes } from './auth-settings';

const sso = {
  authority: 'http://localhost:8080/oidc',
  clientId: 'account-centre',
  redirectUri: 'http://localhost:8080/auth/callback',
  scope: 'openid email profile offline_access',
};

describe('buildUserManagerSettings (spec 9.2)', () => {
  const settings = buildUserManagerSettings(sso, {
    origin: 'http://localhost:8080',
    userStorage: localStorage,
  });

  it('uses the authorization code flow (PKCE) with the config values', () => {
    expect(settings).toMatchObject({
      authority: sso.authority,
      client_id: 'account-centre',
      redirect_uri: sso.redirectUri,
      response_type: 'code',
      disablePKCE: false,
      scope: 'openid email profile offline_access',
    });
  });

  it('has the spec timers and renewal options', () => {
    expect(settings).toMatchObject({
      revokeTokensOnSignout: true,
      automaticSilentRenew: true,
      silent_redirect_uri: 'http://localhost:8080/auth/renew',
      post_logout_redirect_uri: 'http://localhost:8080/',
      accessTokenExpiringNotificationTimeInSeconds: 60,
      validateSubOnSilentRenew: false,
      includeIdTokenInSilentRenew: true,
      monitorSession: true,
      checkSessionIntervalInSeconds: 2,
      staleStateAgeInSeconds: 900,
      silentRequestTimeoutInSeconds: 10,
      maxSilentRenewTimeoutRetries: 3,
    });
  });

  it('keeps the user in local storage so every tab shares it', () => {
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
    const store = settings.userStore as unknown as { _store: Storage };
    expect(store._store).toBe(localStorage);
  });

  it('takes the expiring notice from tokenExpireWindow', () => {
    const custom = buildUserManagerSettings(sso, {
      origin: 'http://x',
      userStorage: localStorage,
      tokenExpireWindow: 120,
    });
    expect(custom.accessTokenExpiringNotificationTimeInSeconds).toBe(120);
  });
});

describe('mergeScopes', () => {
  it('always asks for openid email profile and adds extra config scopes once', () => {
    expect(mergeScopes(undefined)).toBe('openid email profile');
    expect(mergeScopes('openid offline_access')).toBe('openid email profile offline_access');
  });
});
