import { beforeEach, describe, expect, it, vi } from 'vitest';
import { User } from 'oidc-client-ts';
import type { AuthService } from '../../lib/auth/auth';
import { readAuthError, storeAuthError } from '../../lib/auth/auth-error';
import { isAppPath } from '../../lib/routing/paths';
import {
  rememberCameFrom,
  rememberReferrer,
  saveReturnPath,
  takeReturnPath,
} from '../../lib/auth/return-path';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { completeCallback } from './callback-page';
import { Session } from './session';

const user = new User({
  access_token: 'a',
  token_type: 'Bearer',
  profile: { sub: 'u1', iss: 'x', aud: 'c', exp: 0, iat: 0 },
  expires_at: Date.now() / 1000 + 3600,
});

function sessionWith(completeSignIn: AuthService['completeSignIn']) {
  return new Session({ completeSignIn } as AuthService, localStorage);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useAuthStatusStore.getState().reset();
});

describe('completeCallback (spec 2.1 /auth/callback)', () => {
  it('returns to the saved return path first, then the referrer, then /', async () => {
    const complete = vi.fn(async () => ({ user, returnPath: takeReturnPath() }));
    saveReturnPath('/billing/history');
    rememberReferrer('http://localhost/documents', 'http://localhost');
    await expect(completeCallback(sessionWith(complete))).resolves.toBe('/billing/history');
    rememberReferrer('http://localhost/documents', 'http://localhost');
    await expect(completeCallback(sessionWith(complete))).resolves.toBe('/documents');
    await expect(completeCallback(sessionWith(complete))).resolves.toBe('/');
  });

  it('marks the user authenticated, records the sign-in time and clears an old error', async () => {
    storeAuthError({ errorCode: 'auth_callback', message: 'old' });
    await completeCallback(sessionWith(async () => ({ user, returnPath: '/' })));
    expect(useAuthStatusStore.getState().isAuthenticated).toBe(true);
    expect(Number(localStorage.getItem('shs.signedInAt'))).toBeGreaterThan(0);
    expect(readAuthError()).toBeNull();
  });

  it('stores a failure with errorCode auth_callback and goes to the error page', async () => {
    const to = await completeCallback(
      sessionWith(async () => {
        throw new Error('No matching state found in storage');
      }),
    );
    expect(to).toBe('/auth-error');
    expect(readAuthError()).toEqual({
      errorCode: 'auth_callback',
      message: 'No matching state found in storage',
    });
    expect(useAuthStatusStore.getState().isAuthenticated).toBe(false);
  });

  it('fails the same way without sign-in configuration', async () => {
    await expect(completeCallback(new Session(null, localStorage))).resolves.toBe('/auth-error');
    expect(readAuthError()?.message).toBe('Missing/Invalid configuration');
  });
});

describe('a cancelled sign-in ("Cancel and go back")', () => {
  const cancelled = async () => {
    throw Object.assign(new Error('Sign-in was cancelled.'), { error: 'access_denied' });
  };

  it('goes back to the page outside the app the customer came from', async () => {
    rememberCameFrom('https://shop.example.com/cameras?x=1', 'http://localhost', isAppPath);
    await expect(
      completeCallback(sessionWith(cancelled), undefined, 'https://www.example.com/'),
    ).resolves.toBe('https://shop.example.com/cameras?x=1');
    expect(readAuthError()).toBeNull();
  });

  it('else to the storefront home, never to an error page', async () => {
    rememberCameFrom('http://localhost/dashboard', 'http://localhost', isAppPath);
    await expect(
      completeCallback(sessionWith(cancelled), undefined, 'https://www.example.com/'),
    ).resolves.toBe('https://www.example.com/');
  });
});
