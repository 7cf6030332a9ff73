import { describe, expect, it, vi } from 'vitest';
import { showSignedOutHere, watchSignOutElsewhere } from './signed-out-elsewhere';

const USER_KEY = 'oidc.user:http://localhost/oidc:account-centre';

describe('watchSignOutElsewhere', () => {
  it('hears another tab remove the stored user, and nothing else', () => {
    const onSignedOut = vi.fn();
    const stop = watchSignOutElsewhere(onSignedOut);
    // Another tab refreshed the tokens, or changed an unrelated key: still signed in.
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: '{"a":1}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'shs.theme', newValue: null }));
    expect(onSignedOut).not.toHaveBeenCalled();

    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: null }));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: null }));
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('showSignedOutHere', () => {
  it('forgets the customer in this tab and shows the not-logged-in page in place', () => {
    const session = { clearLocalState: vi.fn() };
    const router = { navigate: vi.fn(async () => undefined) };
    showSignedOutHere(session, router);
    expect(session.clearLocalState).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledWith('/error?state=auth_guard_login', {
      replace: true,
    });
  });
});
