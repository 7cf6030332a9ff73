import { describe, expect, it } from 'vitest';
import { loadingRedirect } from './loading-redirect';

describe('loadingRedirect (spec 2.1 loading route)', () => {
  it('goes to /dashboard after sign-in', () => {
    expect(
      loadingRedirect({ target: null, primaryServiceName: 'S-1', noContactFound: false }),
    ).toBe('/dashboard');
  });

  it('goes to /schedule/{primary service} when the target is /schedule', () => {
    expect(
      loadingRedirect({ target: '/schedule', primaryServiceName: 'S-1', noContactFound: false }),
    ).toBe('/schedule/S-1');
    expect(
      loadingRedirect({ target: 'schedule', primaryServiceName: 'S-1', noContactFound: false }),
    ).toBe('/schedule/S-1');
  });

  it('ignores the schedule target without a primary service', () => {
    expect(
      loadingRedirect({ target: '/schedule', primaryServiceName: null, noContactFound: false }),
    ).toBe('/dashboard');
  });

  it('goes to /account-error when no contact was found', () => {
    expect(
      loadingRedirect({ target: '/schedule', primaryServiceName: 'S-1', noContactFound: true }),
    ).toBe('/account-error');
  });
});
