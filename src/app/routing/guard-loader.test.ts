import { beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '../../lib/shared/config';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { useUserStore } from '../../stores/user-store';
import { startFirstNavigation } from './guard-loader';
import { withMatchesLoaded } from './router';
import { Session } from '../session/session';

const config: RuntimeConfig = {
  sso: { authority: 'x', clientId: 'c', redirectUri: 'r' },
  api: { accountCentre: 'https://x/account', platform: 'https://x/platform' },
};

const routes: RouteObject[] = [
  {
    id: 'root',
    children: [
      { path: '/dashboard', id: 'dashboard', handle: { name: 'd', requiresAuth: true } },
      { path: '/account-error', id: 'account-error', handle: { name: 'a', requiresAuth: true } },
      { path: '*', id: 'not-found', handle: { name: '404', requiresAuth: false } },
    ],
  },
];

const validUser = { profile: { sub: 'u1' }, expires_at: Date.now() / 1000 + 600 };

function session(stored: object | undefined, loadUser = vi.fn()) {
  const s = new Session(
    async () => ({}) as never,
    localStorage,
    () => stored as never,
  );
  vi.spyOn(s, 'ensureUserInfo').mockImplementation(loadUser);
  return s;
}

beforeEach(() => {
  useAuthStatusStore.getState().reset();
  useUserStore.getState().reset();
  localStorage.clear();
});

describe('startFirstNavigation (issue 9: the shell renders at once)', () => {
  it('with a valid stored user: signed in at once, user info started, the page allowed', () => {
    const loadUser = vi.fn(async () => undefined);
    const first = startFirstNavigation({
      session: session(validUser, loadUser),
      config,
      matches: matchRoutes(routes, '/dashboard'),
    });
    expect(first.allowedAtOnce).toBe(true);
    expect(useAuthStatusStore.getState().isAuthenticated).toBe(true);
    expect(loadUser).toHaveBeenCalledOnce();
  });

  it('without a valid stored user: nothing decided, the guards run (sign-in as before)', () => {
    const loadUser = vi.fn(async () => undefined);
    const expired = { ...validUser, expires_at: Date.now() / 1000 - 1 };
    for (const stored of [undefined, expired]) {
      const first = startFirstNavigation({
        session: session(stored, loadUser),
        config,
        matches: matchRoutes(routes, '/dashboard'),
      });
      expect(first.allowedAtOnce).toBe(false);
    }
    expect(useAuthStatusStore.getState().isAuthenticated).toBe(false);
    expect(loadUser).not.toHaveBeenCalled();
  });

  it('without configuration: the guards run (the 503 page)', () => {
    const first = startFirstNavigation({
      session: session(validUser),
      config: null,
      matches: matchRoutes(routes, '/dashboard'),
    });
    expect(first.allowedAtOnce).toBe(false);
  });

  it('applies guard 4 once user info answers with an account problem', async () => {
    let answer: () => void = () => undefined;
    const loadUser = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = () => {
            useAuthStatusStore.getState().setAccountProblem({
              errorId: 'NOCONTACT',
              message: 'No contact',
              email: null,
              loginRedirect: '/account-error',
            });
            resolve();
          };
        }),
    );
    const first = startFirstNavigation({
      session: session(validUser, loadUser),
      config,
      matches: matchRoutes(routes, '/dashboard'),
    });
    const navigate = vi.fn();
    first.settle(navigate, () => '/dashboard');
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    answer();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/account-error'));
  });

  it('does not move a user who is already on the login-redirect target', async () => {
    const loadUser = vi.fn(async () => {
      useAuthStatusStore.getState().setAccountProblem({
        errorId: 'NOCONTACT',
        message: 'No contact',
        email: null,
        loginRedirect: '/account-error',
      });
    });
    const first = startFirstNavigation({
      session: session(validUser, loadUser),
      config,
      matches: matchRoutes(routes, '/account-error'),
    });
    const navigate = vi.fn();
    first.settle(navigate, () => '/account-error');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('withMatchesLoaded', () => {
  function Page() {
    return null;
  }

  it('loads the lazy routes the path matches, and only those, in a copy of the table', async () => {
    const dashboard = vi.fn(async () => ({ Component: Page }));
    const billing = vi.fn(async () => ({ Component: Page }));
    const table: RouteObject[] = [
      {
        id: 'root',
        children: [
          { path: '/dashboard', id: 'dashboard', lazy: dashboard },
          { path: '/billing', id: 'billing', lazy: billing },
        ],
      },
    ];
    const loaded = await withMatchesLoaded(table, matchRoutes(table, '/dashboard'));
    expect(dashboard).toHaveBeenCalledOnce();
    expect(billing).not.toHaveBeenCalled();
    const [first, second] = loaded[0]!.children!;
    expect(first).toMatchObject({ id: 'dashboard', Component: Page });
    expect(first).not.toHaveProperty('lazy');
    expect(second?.lazy).toBe(billing);
    // The table it was given is left as it was.
    expect(table[0]!.children![0]!.lazy).toBe(dashboard);
  });

  it('rejects when a chunk cannot be loaded', async () => {
    const table: RouteObject[] = [
      { path: '/dashboard', id: 'dashboard', lazy: () => Promise.reject(new Error('offline')) },
    ];
    await expect(withMatchesLoaded(table, matchRoutes(table, '/dashboard'))).rejects.toThrow(
      'offline',
    );
  });
});
