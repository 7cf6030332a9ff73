// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withTestServer } from '../test-support/test-server.js';
import { authHeaders, signIn } from '../test-support/sign-in.js';

const running = withTestServer();

describe('GET /config.json', () => {
  it('is generated from the server origin, not cached', async () => {
    const response = await fetch(`${running.server.origin}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const config = await response.json();
    const o = running.server.origin;
    expect(config.sso).toEqual({
      authority: `${o}/oidc`,
      clientId: 'account-centre',
      redirectUri: `${o}/auth/callback`,
      silentRedirectUri: `${o}/auth/renew`,
      postLogoutRedirectUri: `${o}/`,
      scope: 'openid email profile offline_access',
    });
    expect(config.api).toEqual({
      accountCentre: `${o}/api/account`,
      platform: `${o}/api/platform`,
      commerce: `${o}/api/commerce`,
      content: `${o}/api/content`,
      contentProd: `${o}/api/content-prod`,
    });
    expect(config.storeBackendUrls).toEqual([`${o}/api/commerce`]);
    expect(config.sites).toEqual({
      home: `${o}/demo/`,
      buy: `${o}/demo/buy.html`,
      account: o,
      support: `${o}/demo/support.html`,
      shop: `${o}/demo/shop.html`,
    });
    expect(config.urlConfig).toEqual({
      buy: `${o}/demo/buy.html`,
      categories: '/categories',
      smartOffers: '/categories/smart-offers',
    });
    expect(config.mixPanel).toEqual({ projectTokenNoPII: 'demo-no-pii-token' });
    expect(config.showPurchaseHistory).toBe(true);
    expect(config.tokenExpireWindow).toBe(60);
    expect(Object.keys(config.chat.chatAvailability)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(config.chat.chatAvailability.monday).toEqual({ start: '07:00', end: '21:00' });
    expect(config.chat.clientName).toBe('shs-account-centre');
  });

  it('names an issuer whose discovery document matches', async () => {
    const discovery = await fetch(`${running.server.origin}/oidc/.well-known/openid-configuration`);
    const body = await discovery.json();
    expect(body.issuer).toBe(`${running.server.origin}/oidc`);
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    expect(body.response_types_supported).toEqual(['code']);
    expect(body.end_session_endpoint).toBe(`${running.server.origin}/oidc/session/end`);
    expect(body.revocation_endpoint).toBe(`${running.server.origin}/oidc/token/revocation`);
  });
});

describe('GET /api/platform/mfa/enabled', () => {
  it('answers { enabled } for the signed-in customer', async () => {
    const tokens = await signIn(running.server.origin, {
      email: 'sam@example.com',
      password: 'Demo-pass-1',
    });
    const response = await fetch(`${running.server.origin}/api/platform/mfa/enabled`, {
      headers: authHeaders(tokens),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled: false });
  });

  it('answers 401 without tokens', async () => {
    const response = await fetch(`${running.server.origin}/api/platform/mfa/enabled`);
    expect(response.status).toBe(401);
  });
});
