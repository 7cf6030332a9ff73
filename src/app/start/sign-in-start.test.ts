import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OidcClient } from 'oidc-client-ts';
import { AuthService } from '../../lib/auth/auth';
import { buildUserManagerSettings } from '../../lib/auth/auth-settings';
import type { RuntimeConfig } from '../../lib/shared/config';
import { setActiveLocale } from '../../lib/shared/i18n/active-locale';
import { createSignInUrl, startSignIn, type SignInStartEnv } from './sign-in-start';

const ORIGIN = 'http://localhost:8080';
const AUTHORITY = `${ORIGIN}/oidc`;

const config: RuntimeConfig = {
  sso: {
    authority: AUTHORITY,
    clientId: 'account-centre',
    redirectUri: `${ORIGIN}/auth/callback`,
    scope: 'openid email profile offline_access',
  },
  api: { accountCentre: `${ORIGIN}/api`, platform: `${ORIGIN}/api` },
  tokenExpireWindow: 120,
};

/** The provider's discovery document, as oidc-client-ts fetches it. */
function answerDiscovery() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        issuer: AUTHORITY,
        authorization_endpoint: `${AUTHORITY}/auth`,
        token_endpoint: `${AUTHORITY}/token`,
      }),
    ),
  );
}

/** The starter in the page asked for, `${ORIGIN}${asked}`, come to from `referrer`. */
function env(
  asked: string,
  referrer = '',
  loadConfig: () => Promise<RuntimeConfig | null> = async () => structuredClone(config),
) {
  const { pathname, search, hash } = new URL(asked, ORIGIN);
  const replace = vi.fn();
  const loadApp = vi.fn();
  const started: SignInStartEnv = {
    location: { pathname, search, hash, origin: ORIGIN, replace },
    referrer,
    localStorage,
    sessionStorage,
    loadConfig,
    loadApp,
  };
  return { env: started, replace, loadApp };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'shs-lang=; max-age=0; path=/';
  answerDiscovery();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setActiveLocale('en');
});

describe('the sign-in starter builds the app’s own sign-in request', () => {
  it('asks createSigninRequest with the same settings and arguments as AuthService.signIn', async () => {
    const calls: { settings: unknown; args: unknown }[] = [];
    vi.spyOn(OidcClient.prototype, 'createSigninRequest').mockImplementation(async function (
      this: OidcClient,
      args,
    ) {
      const { stateStore, userStore, ...settings } = this.settings as unknown as Record<
        string,
        unknown
      > & { stateStore: unknown; userStore?: unknown };
      calls.push({ settings: { ...settings, stores: [!!stateStore, !!userStore] }, args });
      throw new Error('stop before navigating');
    });
    localStorage.setItem('shs-lang', 'es');

    // The app: its language is shown (activeLocale) before the guard signs in.
    setActiveLocale('es');
    const app = new AuthService(
      buildUserManagerSettings(
        {
          authority: AUTHORITY,
          clientId: 'account-centre',
          redirectUri: `${ORIGIN}/auth/callback`,
          scope: config.sso?.scope,
        },
        { origin: ORIGIN, tokenExpireWindow: config.tokenExpireWindow, userStorage: localStorage },
      ),
    );
    // The navigator's clean-up after the refusal fails in happy-dom (no window.stop): any error.
    await expect(app.signIn('/billing?x=1#y')).rejects.toThrow();
    const appReturnPath = sessionStorage.getItem('shs.returnPath');
    sessionStorage.clear();

    const { env: starter } = env('/');
    await expect(createSignInUrl(starter, '/billing?x=1#y')).rejects.toThrow(
      'stop before navigating',
    );

    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
    expect(calls[1]?.args).toEqual({ request_type: 'si:r', ui_locales: 'es' });
    expect(sessionStorage.getItem('shs.returnPath')).toBe(appReturnPath);
    expect(appReturnPath).toBe('/billing?x=1#y');
  });

  it('goes to the provider with a PKCE request whose state the callback will find', async () => {
    const {
      env: starter,
      replace,
      loadApp,
    } = env('/billing?x=1#y', 'https://www.example.com/shop');
    await startSignIn(starter);

    expect(loadApp).not.toHaveBeenCalled();
    expect(replace).toHaveBeenCalledOnce();
    const url = new URL(String(replace.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${AUTHORITY}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'account-centre',
      redirect_uri: `${ORIGIN}/auth/callback`,
      response_type: 'code',
      scope: 'openid email profile offline_access',
      code_challenge_method: 'S256',
      ui_locales: 'en',
    });
    // The state store is the app's (localStorage, prefix oidc.), so /auth/callback finds it.
    expect(localStorage.getItem(`oidc.${url.searchParams.get('state')}`)).toContain(
      '"request_type":"si:r"',
    );
    expect(sessionStorage.getItem('shs.returnPath')).toBe('/billing?x=1#y');
    expect(sessionStorage.getItem('shs.cameFrom')).toBe('https://www.example.com/shop');
  });

  it('remembers an in-app referrer for the return, as start.tsx does', async () => {
    const { env: starter } = env('/documents', `${ORIGIN}/404`);
    await startSignIn(starter);
    expect(sessionStorage.getItem('shs.referrerPath')).toBe('/404');
    expect(sessionStorage.getItem('shs.cameFrom')).toBeNull();
  });

  it('never returns outside the app: an unsafe return path becomes /', async () => {
    // The page at http://localhost:8080//evil.example/x (not a URL relative to the origin).
    const { env: starter } = env('/');
    starter.location = { ...starter.location, pathname: '//evil.example/x' };
    await startSignIn(starter);
    expect(sessionStorage.getItem('shs.returnPath')).toBe('/');
  });

  it('loads the app in the page (its own 503 or error page) when config or sso is unusable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken: (() => Promise<RuntimeConfig | null>)[] = [
      async () => null,
      async () => ({ api: config.api }),
      async () => ({ ...config, sso: { authority: AUTHORITY } }),
    ];
    for (const loadConfig of broken) {
      const { env: starter, replace, loadApp } = env('/billing?x=1#y', '', loadConfig);
      await startSignIn(starter);
      expect(loadApp).toHaveBeenCalledOnce();
      expect(replace).not.toHaveBeenCalled();
    }
  });

  it('loads the app in the page when the provider cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { env: starter, replace, loadApp } = env('/dashboard');
    await startSignIn(starter);
    expect(loadApp).toHaveBeenCalledOnce();
    expect(replace).not.toHaveBeenCalled();
  });
});
