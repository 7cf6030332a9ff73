import { describe, expect, it, vi } from 'vitest';
import { hasSsoSection, loadRuntimeConfig, validateSsoConfig, type RuntimeConfig } from './config';

const api = { accountCentre: 'https://x/api/account', platform: 'https://x/api/platform' };

describe('hasSsoSection', () => {
  it('is true only when config has an sso object', () => {
    expect(hasSsoSection({ api, sso: {} })).toBe(true);
    expect(hasSsoSection({ api } as RuntimeConfig)).toBe(false);
    expect(hasSsoSection(null)).toBe(false);
  });
});

describe('validateSsoConfig', () => {
  const complete = {
    authority: 'https://id.example.com/oidc',
    clientId: 'account-centre',
    redirectUri: 'https://account.example.com/auth/callback',
  };

  it('accepts a complete section and keeps the optional values', () => {
    expect(validateSsoConfig({ ...complete, scope: 'openid offline_access' })).toEqual({
      ...complete,
      scope: 'openid offline_access',
      silentRedirectUri: undefined,
      postLogoutRedirectUri: undefined,
    });
  });

  it('accepts issuer as the authority', () => {
    const { authority, ...rest } = complete;
    expect(validateSsoConfig({ ...rest, issuer: authority }).authority).toBe(authority);
  });

  it.each([
    ['clientId', { ...complete, clientId: '' }],
    ['issuer', { ...complete, authority: undefined }],
    ['redirectUri', { ...complete, redirectUri: undefined }],
  ])('raises when %s is missing', (name, sso) => {
    expect(() => validateSsoConfig(sso)).toThrow(`sso.${name} is required`);
  });

  it('raises the spec message without an sso section', () => {
    expect(() => validateSsoConfig(undefined)).toThrow('Missing/Invalid configuration');
  });
});

describe('loadRuntimeConfig', () => {
  it('reads issuer as the authority (the header copy did not)', async () => {
    const sso = { issuer: 'https://id.example.com/oidc', clientId: 'c' };
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ api, sso })));
    const config = await loadRuntimeConfig('/config.json', fetchImpl);
    expect(config?.sso?.authority).toBe('https://id.example.com/oidc');
    const both = { ...sso, authority: 'https://other.example.com' };
    const kept = await loadRuntimeConfig(
      '/c',
      async () => new Response(JSON.stringify({ sso: both })),
    );
    expect(kept?.sso?.authority).toBe('https://other.example.com');
  });

  it('returns the parsed config', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ api, sso: {} })));
    await expect(loadRuntimeConfig('/config.json', fetchImpl)).resolves.toEqual({ api, sso: {} });
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
  });

  it('returns null on an HTTP error, bad JSON or a network failure', async () => {
    await expect(
      loadRuntimeConfig('/c', async () => new Response('x', { status: 404 })),
    ).resolves.toBeNull();
    await expect(loadRuntimeConfig('/c', async () => new Response('not json'))).resolves.toBeNull();
    await expect(
      loadRuntimeConfig('/c', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).resolves.toBeNull();
  });
});
