import { beforeEach, describe, expect, it } from 'vitest';
import { isAuthResolved, useAuthStatusStore } from './auth-status-store';

describe('auth status store (spec 3, 4.2)', () => {
  beforeEach(() => useAuthStatusStore.getState().reset());

  it('starts signed out with every flag off', () => {
    const { isAuthenticated, hasUserinfo, loginRedirect, noContactFound, errorId, message } =
      useAuthStatusStore.getState();
    expect({
      isAuthenticated,
      hasUserinfo,
      loginRedirect,
      noContactFound,
      errorId,
      message,
    }).toEqual({
      isAuthenticated: false,
      hasUserinfo: false,
      loginRedirect: null,
      noContactFound: false,
      errorId: null,
      message: null,
    });
  });

  it('an account problem sets noContactFound, errorId, message and the redirect', () => {
    useAuthStatusStore.getState().setAuthenticated(true);
    useAuthStatusStore.getState().setAccountProblem({
      errorId: 'NOCONTACT',
      message: 'syncError',
      email: 'a@b.co',
      loginRedirect: '/account-error',
    });
    expect(useAuthStatusStore.getState()).toMatchObject({
      isAuthenticated: true,
      noContactFound: true,
      errorId: 'NOCONTACT',
      message: 'syncError',
      problemEmail: 'a@b.co',
      loginRedirect: '/account-error',
    });
  });

  it('signing out clears everything', () => {
    const store = useAuthStatusStore.getState();
    store.setAuthenticated(true);
    store.setUserinfoLoaded(true);
    store.setAuthenticated(false);
    expect(useAuthStatusStore.getState()).toMatchObject({
      isAuthenticated: false,
      hasUserinfo: false,
    });
  });

  it('is resolved once authenticated and (user info loaded or no contact found)', () => {
    expect(
      isAuthResolved({ isAuthenticated: false, hasUserinfo: true, noContactFound: false }),
    ).toBe(false);
    expect(
      isAuthResolved({ isAuthenticated: true, hasUserinfo: false, noContactFound: false }),
    ).toBe(false);
    expect(
      isAuthResolved({ isAuthenticated: true, hasUserinfo: true, noContactFound: false }),
    ).toBe(true);
    expect(
      isAuthResolved({ isAuthenticated: true, hasUserinfo: false, noContactFound: true }),
    ).toBe(true);
  });
});
