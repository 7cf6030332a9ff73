import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorResponse } from 'oidc-client-ts';
import { clearAuthError, readAuthError, storeAuthError, toStoredAuthError } from './auth-error';

describe('sign-in callback errors (spec 8)', () => {
  beforeEach(() => sessionStorage.clear());

  it('defaults the error code to auth_callback and keeps the message', () => {
    expect(toStoredAuthError(new Error('No matching state found in storage'), 'x')).toEqual({
      errorCode: 'auth_callback',
      message: 'No matching state found in storage',
    });
  });

  it("uses the provider's error and description", () => {
    const error = new ErrorResponse({
      error: 'access_denied',
      error_description: 'User cancelled',
    });
    expect(toStoredAuthError(error, 'x')).toEqual({
      errorCode: 'access_denied',
      message: 'User cancelled',
    });
  });

  it('falls back to the given message', () => {
    expect(toStoredAuthError(undefined, 'Sign-in failed')).toEqual({
      errorCode: 'auth_callback',
      message: 'Sign-in failed',
    });
  });

  it('survives a round trip through storage and can be cleared', () => {
    storeAuthError({ errorCode: 'auth_callback', message: 'boom' });
    expect(readAuthError()).toEqual({ errorCode: 'auth_callback', message: 'boom' });
    clearAuthError();
    expect(readAuthError()).toBeNull();
  });

  it('ignores a corrupt entry', () => {
    sessionStorage.setItem('shs.authError', '{not json');
    expect(readAuthError()).toBeNull();
  });
});
