import { afterEach, describe, expect, it, vi } from 'vitest';
import { User, UserManager } from 'oidc-client-ts';
import { buildUserManagerSettings } from './auth-settings';
import { AuthService, CoordinatedUserManager, isFreshEnough, withRefreshLock } from './auth';
import { isValidStoredUser } from '../shared/stored-user';

const NOW = 1_700_000_000;

function user(
  expiresAt: number | undefined,
  extra: Partial<ConstructorParameters<typeof User>[0]> = {},
) {
  return new User({
    access_token: 'a',
    token_type: 'Bearer',
    profile: { sub: 'u1', iss: 'x', aud: 'c', exp: NOW + 3600, iat: NOW },
    expires_at: expiresAt,
    ...extra,
  });
}

const settings = buildUserManagerSettings(
  {
    authority: 'http://localhost/oidc',
    clientId: 'account-centre',
    redirectUri: 'http://localhost/auth/callback',
  },
  { origin: 'http://localhost', userStorage: localStorage },
);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('isValidStoredUser on an oidc-client-ts User (spec 4.2 sign-in check)', () => {
  it('needs a profile and an expiry in the future', () => {
    expect(isValidStoredUser(user(NOW + 10), NOW)).toBe(true);
    expect(isValidStoredUser(user(NOW - 1), NOW)).toBe(false);
    expect(isValidStoredUser(user(undefined), NOW)).toBe(false);
    expect(isValidStoredUser(null, NOW)).toBe(false);
  });
});

describe('isFreshEnough', () => {
  it('is true only with more token life left than the expiring window', () => {
    const now = Date.now() / 1000;
    expect(isFreshEnough(user(now + 600), 60)).toBe(true);
    expect(isFreshEnough(user(now + 30), 60)).toBe(false);
    expect(isFreshEnough(null, 60)).toBe(false);
  });
});

describe('withRefreshLock (one tab refreshes at a time)', () => {
  it('runs tasks one after another under the same Web Lock', async () => {
    let queue = Promise.resolve();
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, _options: unknown, task: () => Promise<unknown>) => {
          names.push(name);
          const run = queue.then(task);
          queue = run.then(() => undefined);
          return run;
        },
      },
    });
    const order: string[] = [];
    const slow = withRefreshLock(async () => {
      order.push('first start');
      await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('first end');
    });
    const fast = withRefreshLock(async () => {
      order.push('second');
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['first start', 'first end', 'second']);
    expect(names).toEqual(['shs-token-refresh', 'shs-token-refresh']);
  });

  it('just runs the task where Web Locks are missing', async () => {
    vi.stubGlobal('navigator', {});
    await expect(withRefreshLock(async () => 42)).resolves.toBe(42);
  });
});

describe('CoordinatedUserManager.signinSilent', () => {
  it('reuses the tokens another tab stored instead of spending the refresh token again', async () => {
    const manager = new CoordinatedUserManager(settings);
    const fresh = user(Date.now() / 1000 + 3600);
    vi.spyOn(manager, 'getUser').mockResolvedValue(fresh);
    const refresh = vi.spyOn(UserManager.prototype, 'signinSilent');
    await expect(manager.signinSilent()).resolves.toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes when the stored tokens are about to expire', async () => {
    const manager = new CoordinatedUserManager(settings);
    const renewed = user(Date.now() / 1000 + 3600);
    vi.spyOn(manager, 'getUser').mockResolvedValue(user(Date.now() / 1000 + 5));
    const refresh = vi.spyOn(UserManager.prototype, 'signinSilent').mockResolvedValue(renewed);
    await expect(manager.signinSilent()).resolves.toBe(renewed);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('AuthService', () => {
  it('refreshes an expired user that has a refresh token before asking for a login', async () => {
    const auth = new AuthService(settings);
    const renewed = user(Date.now() / 1000 + 3600);
    vi.spyOn(auth.userManager, 'getUser').mockResolvedValue(
      user(Date.now() / 1000 - 10, { refresh_token: 'r' }),
    );
    vi.spyOn(auth.userManager, 'signinSilent').mockResolvedValue(renewed);
    await expect(auth.getValidUser()).resolves.toBe(renewed);
  });

  it('returns null when the refresh is refused', async () => {
    const auth = new AuthService(settings);
    vi.spyOn(auth.userManager, 'getUser').mockResolvedValue(
      user(Date.now() / 1000 - 10, { refresh_token: 'r' }),
    );
    vi.spyOn(auth.userManager, 'signinSilent').mockRejectedValue(new Error('invalid_grant'));
    await expect(auth.getValidUser()).resolves.toBeNull();
  });

  it('hears refreshed tokens from other tabs through storage events, not their sign-out', async () => {
    const auth = new AuthService(settings);
    const stored = user(Date.now() / 1000 + 3600);
    vi.spyOn(auth.userManager, 'getUser').mockResolvedValue(stored);
    const onUserUpdatedElsewhere = vi.fn();
    const stop = auth.watchOtherTabs({ onUserUpdatedElsewhere });
    const key = 'oidc.user:http://localhost/oidc:account-centre';
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{"access_token":"b"}' }));
    await vi.waitFor(() => expect(onUserUpdatedElsewhere).toHaveBeenCalledWith(stored));
    // A removal is a sign-out, heard by signed-out-elsewhere.ts from start-up.
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onUserUpdatedElsewhere).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{"access_token":"c"}' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onUserUpdatedElsewhere).toHaveBeenCalledTimes(1);
  });

  it('still ends the session at the provider when revoking the tokens fails', async () => {
    const auth = new AuthService(settings);
    const stored = user(Date.now() / 1000 + 3600, { id_token: 'id-1' });
    vi.spyOn(auth.userManager, 'getUser').mockResolvedValue(stored);
    const removeUser = vi.spyOn(auth.userManager, 'removeUser').mockResolvedValue();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const signout = vi
      .spyOn(auth.userManager, 'signoutRedirect')
      .mockRejectedValueOnce(new Error('Invalid response Content-Type: text/plain'))
      .mockResolvedValueOnce();
    await auth.signOut();
    expect(removeUser).toHaveBeenCalled();
    expect(signout).toHaveBeenLastCalledWith({ id_token_hint: 'id-1' });
  });
});

describe('AuthService.refreshAfterRejection (one refresh after a 401)', () => {
  const soon = () => Date.now() / 1000 + 3600;

  it('spends the refresh token once even though the refused token has not expired', async () => {
    const auth = new AuthService(settings);
    vi.spyOn(auth.userManager, 'getUser').mockResolvedValue(
      user(soon(), { access_token: 'refused', refresh_token: 'r' }),
    );
    const base = vi
      .spyOn(UserManager.prototype, 'signinSilent')
      .mockResolvedValue(user(soon(), { access_token: 'new', refresh_token: 'r2' }));
    await expect(auth.refreshAfterRejection('refused')).resolves.toBe(true);
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('uses tokens another tab already stored instead of refreshing', async () => {
    const auth = new AuthService(settings);
    vi.spyOn(auth.userManager, 'getUser').mockResolvedValue(
      user(soon(), { access_token: 'other-tab', refresh_token: 'r' }),
    );
    const base = vi.spyOn(UserManager.prototype, 'signinSilent');
    await expect(auth.refreshAfterRejection('refused')).resolves.toBe(true);
    expect(base).not.toHaveBeenCalled();
  });

  it('answers false when the refresh is refused or there is no refresh token', async () => {
    const auth = new AuthService(settings);
    const getUser = vi
      .spyOn(auth.userManager, 'getUser')
      .mockResolvedValue(user(soon(), { access_token: 'refused', refresh_token: 'r' }));
    vi.spyOn(UserManager.prototype, 'signinSilent').mockRejectedValue(new Error('invalid_grant'));
    await expect(auth.refreshAfterRejection('refused')).resolves.toBe(false);
    getUser.mockResolvedValue(user(soon(), { access_token: 'refused' }));
    await expect(auth.refreshAfterRejection('refused')).resolves.toBe(false);
  });
});
