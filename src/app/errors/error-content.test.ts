import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/shared/i18n/catalogue';
import { errorText } from './text';
import {
  accountProblemExplanation,
  errorContent,
  notFoundMessage,
  statusPageState,
} from './error-content';

/** The error pages' words in English. */
const en = translator(errorText, 'en');

describe('errorContent (spec 6, 8)', () => {
  it.each([
    ['/401', 401, 'You do not have permission to view this page'],
    ['/403', 403, 'Your request has been denied'],
    ['/503', 503, 'Missing/Invalid configuration'],
  ])('%s says the guard message', (path, status, message) => {
    expect(errorContent(path, null, null, en)).toEqual({ status, code: null, message });
  });

  it('maps state codes: auth_guard and auth_guard_login', () => {
    expect(errorContent('/503', 'auth_guard', null, en)).toEqual({
      status: 503,
      code: 'auth_guard',
      message: 'Missing/Invalid configuration',
    });
    expect(errorContent('/error', 'auth_guard_login', null, en)).toEqual({
      status: null,
      code: 'auth_guard_login',
      message: 'You are not logged in.',
    });
  });

  it('shows a stored sign-in callback error with its code', () => {
    expect(
      errorContent(
        '/auth-error',
        null,
        { errorCode: 'auth_callback', message: 'state mismatch' },
        en,
      ),
    ).toEqual({ status: null, code: 'auth_callback', message: 'state mismatch' });
  });

  it('does not show a stale callback error on the status pages', () => {
    expect(
      errorContent('/403', null, { errorCode: 'auth_callback', message: 'x' }, en).message,
    ).toBe('Your request has been denied');
  });

  it('falls back to a generic message', () => {
    expect(errorContent('/error', null, null, en)).toEqual({
      status: null,
      code: null,
      message: 'An unexpected error occurred. Please try again.',
    });
  });
});

describe('notFoundMessage (spec 2.1)', () => {
  it('names the missing path', () => {
    expect(notFoundMessage('/no-such-page', en)).toBe('The page "/no-such-page" does not exist.');
    expect(notFoundMessage('/a/b', en)).toBe('The page "/a/b" does not exist.');
  });

  it('has a message for no path', () => {
    expect(notFoundMessage('', en)).toBe('The page you requested does not exist.');
    expect(notFoundMessage('/', en)).toBe('The page you requested does not exist.');
    expect(notFoundMessage(null, en)).toBe('The page you requested does not exist.');
  });
});

describe('status pages an API answer sends the customer to', () => {
  it('explain a refused read and an unavailable service in words', () => {
    expect(errorContent('/403', statusPageState(403), null, en)).toEqual({
      status: 403,
      code: 'api_forbidden',
      message: 'Your request has been denied',
    });
    expect(errorContent('/503', statusPageState(503), null, en).message).toBe(
      'This part of your account is not available right now. Please try again in a few minutes.',
    );
  });
});

describe('in Spanish (issue 28)', () => {
  it("says the same things in the reader's language", async () => {
    await errorText.load('es');
    const es = translator(errorText, 'es');
    expect(errorContent('/403', null, null, es).message).toBe('Su solicitud fue denegada');
    expect(notFoundMessage('/x', es)).toBe('La página "/x" no existe.');
    expect(accountProblemExplanation('NOTACTIVE', es)).toMatch(/^Esta cuenta no está activa\./);
  });
});

describe('accountProblemExplanation', () => {
  it('explains the account codes in words, never showing the code', () => {
    expect(accountProblemExplanation('NOCONTACT', en)).toMatch(/no customer record/);
    expect(accountProblemExplanation('NOCONTACT', en)).not.toContain('NOCONTACT');
    expect(accountProblemExplanation('SOMETHINGELSE', en)).toBe(
      'Something about this account needs our help before you can use it.',
    );
    expect(accountProblemExplanation(null, en)).not.toContain('syncError');
  });

  it.each([
    [
      'NOCONTACT',
      'We have no customer record that matches this email address. This happens when the address on your contract is a different one, or your account is still being set up.',
    ],
    [
      'NOTACTIVE',
      'This account is not active. Its service has ended or has not started yet, so there is nothing to manage online.',
    ],
    [
      'NOTADMIN',
      "This sign-in does not have permission to manage the account. Only the account's administrator can open the account centre; ask them to give you access.",
    ],
    [
      'NOTSIGNER',
      "Only the person who signed the contract can open this account. Sign in with the contract signer's email address, or ask them to add you.",
    ],
    [
      'TELUSTRANSFERRED',
      'Your account has moved to TELUS. Your services and billing are now managed by TELUS, so they are no longer shown here.',
    ],
    [
      'NOMATCHINGEMAIL',
      'The email address you signed in with does not match the one on your account. Sign in with the email address on your contract, or contact support to change it.',
    ],
  ])('explains %s (spec 3 account error codes)', (code, words) => {
    expect(accountProblemExplanation(code, en)).toBe(words);
  });
});

describe('the redirect guard state (spec 8 auth_redirect_guard)', () => {
  it('explains that guard 4 had no page to keep the customer on', () => {
    expect(errorContent('/error', 'auth_redirect_guard', null, en)).toEqual({
      status: null,
      code: 'auth_redirect_guard',
      message:
        'We could not load your account, so we could not open this page. Please try again in a few minutes.',
    });
  });
});
