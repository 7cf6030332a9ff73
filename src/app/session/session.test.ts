import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../lib/http/api-client';
import type { AuthService } from '../../lib/auth/auth';
import { setRuntimeConfig } from '../../lib/shared/config';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { useServicesStore } from '../../stores/services-store';
import { useUserStore } from '../../stores/user-store';
import { showLanguage } from '../../lib/i18n/language';
import { Session } from './session';

function serve(routes: Record<string, () => Response>) {
  configureApiClient({
    getTokens: () => ({ accessToken: 'a', idToken: 'i' }),
    getStoreBackendUrls: () => [],
    readTrid: () => undefined,
    fetch: (async (input: RequestInfo | URL) => {
      const handler = routes[String(input)];
      return handler ? handler() : new Response('missing', { status: 404 });
    }) as typeof fetch,
  });
}

beforeEach(() => {
  useAuthStatusStore.getState().reset();
  useUserStore.getState().reset();
  useServicesStore.getState().reset();
  useAuthStatusStore.getState().setAuthenticated(true);
  setRuntimeConfig({ api: { accountCentre: 'https://x/account', platform: 'https://x/platform' } });
});

describe('Session.ensureUserInfo (spec 4.2, 8)', () => {
  it('loads the stored user, selects the first service and sets hasUserinfo', async () => {
    serve({
      'https://x/account/user-info': () =>
        Response.json({
          id: '65a1b2c3d4e5f60718293a4b',
          firstName: 'Alex',
          services: [{ serviceName: 'S-1' }],
        }),
      'https://x/platform/mfa/enabled': () => Response.json({ enabled: true }),
    });
    await new Session(null, sessionStorage).ensureUserInfo();
    expect(useAuthStatusStore.getState().hasUserinfo).toBe(true);
    expect(useUserStore.getState().user).toMatchObject({ firstName: 'Alex', mfaEnabled: true });
    expect(useServicesStore.getState().selectedServiceName).toBe('S-1');
  });

  it('shows the language the customer chose on another device, and remembers it here (issue 28)', async () => {
    serve({
      'https://x/account/user-info': () =>
        Response.json({ id: '65a1b2c3d4e5f60718293a4b', language: 'es', services: [] }),
      'https://x/platform/mfa/enabled': () => Response.json({ enabled: false }),
    });
    await new Session(null, sessionStorage).ensureUserInfo();
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(localStorage.getItem('shs-lang')).toBe('es');
    await showLanguage('en');
    localStorage.removeItem('shs-lang');
  });

  it('turns the no-contact answer into the account problem and the /account-error redirect', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serve({
      'https://x/account/user-info': () =>
        Response.json(
          {
            message: 'syncError: no contact found for nocontact@example.com',
            errors: { errorId: ['NOCONTACT'] },
          },
          { status: 404 },
        ),
      'https://x/platform/mfa/enabled': () => Response.json({ enabled: false }),
    });
    await new Session(null, sessionStorage).ensureUserInfo();
    expect(useAuthStatusStore.getState()).toMatchObject({
      hasUserinfo: false,
      noContactFound: true,
      errorId: 'NOCONTACT',
      problemEmail: 'nocontact@example.com',
      loginRedirect: '/account-error',
    });
  });

  it('loads once even when asked twice at the same time', async () => {
    let calls = 0;
    serve({
      'https://x/account/user-info': () => {
        calls += 1;
        return Response.json({ id: 'x', services: [] });
      },
      'https://x/platform/mfa/enabled': () => Response.json({ enabled: false }),
    });
    const session = new Session(null, sessionStorage);
    await Promise.all([session.ensureUserInfo(), session.ensureUserInfo()]);
    await session.ensureUserInfo();
    expect(calls).toBe(1);
  });
});

describe('Session start-up fast paths', () => {
  const loadAuth = vi.fn(async () => ({}) as AuthService);
  beforeEach(() => loadAuth.mockClear());

  it('knows a valid stored user without loading the sign-in library', async () => {
    useAuthStatusStore.getState().reset();
    const stored = { profile: { sub: 'u1' }, expires_at: Date.now() / 1000 + 600 };
    const session = new Session(loadAuth, sessionStorage, () => stored);
    await expect(session.checkSignedIn()).resolves.toBe(true);
    expect(loadAuth).not.toHaveBeenCalled();
    expect(useAuthStatusStore.getState().isAuthenticated).toBe(true);
  });

  it('shows the cached user at once on a reload and refreshes it from the server behind', async () => {
    const cache = window.sessionStorage;
    cache.clear();
    let answer = {
      id: '65a1b2c3d4e5f60718293a4b',
      firstName: 'Alex',
      services: [{ serviceName: 'S-1' }],
    };
    serve({
      'https://x/account/user-info': () => Response.json(answer),
      'https://x/platform/mfa/enabled': () => Response.json({ enabled: false }),
    });
    const stored = { profile: { sub: 'u1' }, expires_at: Date.now() / 1000 + 600 };
    const first = new Session(loadAuth, localStorage, () => stored, cache);
    await first.checkSignedIn();
    await first.ensureUserInfo();

    // The reload: a new session in the same tab, while the server now answers differently.
    useAuthStatusStore.getState().reset();
    useUserStore.getState().reset();
    answer = { ...answer, firstName: 'Alexandra' };
    const reload = new Session(loadAuth, localStorage, () => stored, cache);
    await reload.checkSignedIn();
    await reload.ensureUserInfo();
    expect(useUserStore.getState().user?.firstName).toBe('Alex');
    expect(useAuthStatusStore.getState().hasUserinfo).toBe(true);
    await vi.waitFor(() => expect(useUserStore.getState().user?.firstName).toBe('Alexandra'));
  });
});

describe('Session.clearLocalState (spec 4.2)', () => {
  it("forgets the chat's customer with the user, as after a timeout or a sign-out in another tab", async () => {
    const clearSession = vi.fn();
    const { CHAT_ACTIVE_KEY, useChatStore } = await import('../../lib/chat/chat-client');
    // A chat was opened in this tab: the vendor's script is here and knows the customer.
    (window as unknown as { embeddedservice_bootstrap: unknown }).embeddedservice_bootstrap = {
      userVerificationAPI: { clearSession },
    };
    sessionStorage.setItem(CHAT_ACTIVE_KEY, '1');
    useChatStore.setState({
      status: 'open',
      identity: { prechat: {} as never, getIdentityToken: async () => 'id-token' },
    });
    useUserStore.setState({ user: { firstName: 'Alex' } as never });

    new Session(null, sessionStorage).clearLocalState();

    expect(useUserStore.getState().user).toBeNull();
    await vi.waitFor(() => expect(clearSession).toHaveBeenCalledTimes(1));
    expect(useChatStore.getState()).toMatchObject({ status: 'idle', identity: null });
    expect(sessionStorage.getItem(CHAT_ACTIVE_KEY)).toBeNull();
    delete (window as unknown as { embeddedservice_bootstrap?: unknown }).embeddedservice_bootstrap;
  });

  it('makes no call to the chat service when no chat was opened', async () => {
    const clearSession = vi.fn();
    const { useChatStore } = await import('../../lib/chat/chat-client');
    (window as unknown as { embeddedservice_bootstrap: unknown }).embeddedservice_bootstrap = {
      userVerificationAPI: { clearSession },
    };
    useChatStore.setState({ status: 'idle', identity: null });
    new Session(null, sessionStorage).clearLocalState();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clearSession).not.toHaveBeenCalled();
    delete (window as unknown as { embeddedservice_bootstrap?: unknown }).embeddedservice_bootstrap;
  });
});
