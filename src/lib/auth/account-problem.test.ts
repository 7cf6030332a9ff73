import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-client';
import { emailFromSyncError, toAccountProblem } from './account-problem';

describe('toAccountProblem (spec 8 no-contact handling)', () => {
  it('uses the first errors.errorId entry, the email of a syncError and redirects to /account-error', () => {
    const body = {
      message: 'syncError: no contact found for nocontact@example.com',
      errors: { errorId: ['NOCONTACT', 'NOTACTIVE'] },
    };
    expect(toAccountProblem(new ApiError(body.message, 404, body))).toEqual({
      errorId: 'NOCONTACT',
      message: 'syncError: no contact found for nocontact@example.com',
      email: 'nocontact@example.com',
      loginRedirect: '/account-error',
    });
  });

  it('keeps a single errorId without redirecting', () => {
    const body = { message: 'Account is not active', errorId: 'NOTACTIVE' };
    expect(toAccountProblem(new ApiError(body.message, 409, body))).toEqual({
      errorId: 'NOTACTIVE',
      message: 'Account is not active',
      email: null,
      loginRedirect: null,
    });
  });

  it("says 'Failed to get user info.' when the server gave no message", () => {
    expect(toAccountProblem(new ApiError('Network Error'))).toMatchObject({
      errorId: null,
      message: 'Failed to get user info.',
    });
    expect(
      toAccountProblem(new ApiError('Request failed with status code 500', 500, 'oops')),
    ).toMatchObject({
      message: 'Failed to get user info.',
    });
    expect(toAccountProblem(new Error('boom')).message).toBe('Failed to get user info.');
  });
});

describe('emailFromSyncError', () => {
  it('finds the email only in syncError messages', () => {
    expect(emailFromSyncError('syncError: no contact for a.b+c@mail.example.com.')).toBe(
      'a.b+c@mail.example.com',
    );
    expect(emailFromSyncError('other error for x@example.com')).toBeNull();
    expect(emailFromSyncError('syncError without email')).toBeNull();
  });
});
