import { describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../lib/shared/config';
import {
  firstGuardAnswer,
  loginRedirectTarget,
  runGuards,
  type GuardDeps,
  type GuardTarget,
} from './guards';

const config: RuntimeConfig = {
  sso: { authority: 'x', clientId: 'c', redirectUri: 'r' },
  api: { accountCentre: 'a', platform: 'p' },
};

function setup(overrides: Partial<GuardDeps> = {}) {
  const calls: string[] = [];
  const deps: GuardDeps = {
    isFirstNavigation: false,
    startProgress: vi.fn(() => void calls.push('progress')),
    config,
    checkSignedIn: vi.fn(async () => {
      calls.push('sign-in');
      return true;
    }),
    ensureUserInfo: vi.fn(async () => void calls.push('user-info')),
    loginRedirect: vi.fn(() => {
      calls.push('login-redirect');
      return null;
    }),
    ...overrides,
  };
  return { deps, calls };
}

const target = (pathname: string, requiresAuth = true): GuardTarget => ({
  pathname,
  search: '?a=1',
  hash: '#h',
  requiresAuth,
});

describe('navigation guards (spec 2.1, in order)', () => {
  it('runs progress bar, config, sign-in, then the login-redirect check, and allows', async () => {
    const { deps, calls } = setup();
    await expect(runGuards(target('/dashboard'), deps)).resolves.toEqual({ kind: 'allow' });
    expect(calls).toEqual(['progress', 'sign-in', 'user-info', 'login-redirect']);
  });

  it('does not start the progress bar on the first navigation', async () => {
    const { deps, calls } = setup({ isFirstNavigation: true });
    await runGuards(target('/dashboard'), deps);
    expect(calls).not.toContain('progress');
  });

  it('sends a missing sso section to 503 with state auth_guard before checking sign-in', async () => {
    const { deps, calls } = setup({ config: { api: config.api } });
    await expect(runGuards(target('/dashboard'), deps)).resolves.toEqual({
      kind: 'redirect',
      to: '/503?state=auth_guard',
    });
    expect(calls).toEqual(['progress']);
  });

  it('treats a missing config like a missing sso section', async () => {
    const { deps } = setup({ config: null });
    await expect(runGuards(target('/billing'), deps)).resolves.toMatchObject({
      to: '/503?state=auth_guard',
    });
  });

  it('asks for sign-in with the full path as the return path when not signed in', async () => {
    const { deps, calls } = setup({ checkSignedIn: async () => false });
    await expect(runGuards(target('/billing/history'), deps)).resolves.toEqual({
      kind: 'sign-in',
      returnPath: '/billing/history?a=1#h',
    });
    expect(calls).not.toContain('user-info');
  });

  it('asks for sign-in when loading the user fails', async () => {
    const { deps } = setup({
      checkSignedIn: async () => {
        throw new Error('storage broken');
      },
    });
    await expect(runGuards(target('/dashboard'), deps)).resolves.toMatchObject({ kind: 'sign-in' });
  });

  it('keeps the user on the stored login-redirect target (/account-error)', async () => {
    const { deps } = setup({ loginRedirect: () => '/account-error' });
    await expect(runGuards(target('/dashboard'), deps)).resolves.toEqual({
      kind: 'redirect',
      to: '/account-error',
    });
    await expect(runGuards(target('/account-error'), deps)).resolves.toEqual({ kind: 'allow' });
  });

  it('on routes without requiresAuth, learns who is signed in but never redirects', async () => {
    const signedIn = setup({ checkSignedIn: async () => true });
    await expect(runGuards(target('/no-such-page', false), signedIn.deps)).resolves.toEqual({
      kind: 'allow',
    });
    expect(signedIn.calls).toEqual(['progress', 'user-info']);
    const failing = setup({
      checkSignedIn: async () => {
        throw new Error('storage');
      },
    });
    await expect(runGuards(target('/error', false), failing.deps)).resolves.toEqual({
      kind: 'allow',
    });
  });

  it('lets routes without requiresAuth through without config or sign-in checks', async () => {
    const { deps, calls } = setup({ config: null, checkSignedIn: async () => false });
    await expect(runGuards(target('/error', false), deps)).resolves.toEqual({ kind: 'allow' });
    expect(calls).toEqual(['progress']);
  });
});

describe('the first navigation, answered at once (issue 9)', () => {
  const valid = () => true;
  const none = () => false;

  it('allows a page needing sign-in at once when sign-in is configured and the stored user is valid', () => {
    expect(firstGuardAnswer({ requiresAuth: true }, { config, hasValidStoredUser: valid })).toBe(
      'allow',
    );
  });

  it('runs the guards (sign-in, or a renewal) without a valid stored user', () => {
    expect(firstGuardAnswer({ requiresAuth: true }, { config, hasValidStoredUser: none })).toBe(
      'run-guards',
    );
  });

  it('runs the guards (the 503 configuration page) without an sso section, stored user or not', () => {
    const hasValidStoredUser = vi.fn(valid);
    expect(firstGuardAnswer({ requiresAuth: true }, { config: null, hasValidStoredUser })).toBe(
      'run-guards',
    );
    expect(
      firstGuardAnswer({ requiresAuth: true }, { config: { api: config.api }, hasValidStoredUser }),
    ).toBe('run-guards');
    expect(hasValidStoredUser).not.toHaveBeenCalled();
  });

  it('allows public pages at once, whoever is signed in (their guards never redirect)', () => {
    expect(
      firstGuardAnswer({ requiresAuth: false }, { config: null, hasValidStoredUser: none }),
    ).toBe('allow');
  });

  it('guard 4 alone: the login-redirect target unless the user is already there', () => {
    expect(loginRedirectTarget('/dashboard', '/account-error')).toBe('/account-error');
    expect(loginRedirectTarget('/account-error', '/account-error')).toBeNull();
    expect(loginRedirectTarget('/dashboard', null)).toBeNull();
  });

  it('guard 4 with an account problem but no target: the error page, state auth_redirect_guard', () => {
    expect(loginRedirectTarget('/billing', null, true)).toBe('/error?state=auth_redirect_guard');
    // The stored redirect still wins; the pages that handle a problem themselves stay.
    expect(loginRedirectTarget('/billing', '/account-error', true)).toBe('/account-error');
    expect(loginRedirectTarget('/', null, true)).toBeNull();
    expect(loginRedirectTarget('/account-error', null, true)).toBeNull();
  });

  it('runGuards applies it after user info failed without a redirect', async () => {
    const { deps } = setup();
    await expect(
      runGuards(target('/documents'), { ...deps, accountProblem: () => true }),
    ).resolves.toEqual({ kind: 'redirect', to: '/error?state=auth_redirect_guard' });
  });
});
