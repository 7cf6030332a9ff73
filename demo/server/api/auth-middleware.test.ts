// @vitest-environment node
import { decodeJwt, decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadKeys } from '../oidc/keys.js';
import { authHeaders, signIn } from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import { AUTH_MESSAGES } from './auth-middleware.js';

const demo = withSignedInServer();

async function userInfo(headers: Record<string, string>) {
  const response = await fetch(`${demo.server.origin}/api/account/user-info`, { headers });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('auth middleware', () => {
  it('answers 401 without any token', async () => {
    expect(await userInfo({})).toEqual({
      status: 401,
      body: { message: AUTH_MESSAGES.missingBearer },
    });
  });

  it('answers 401 without the id token', async () => {
    const { status, body } = await userInfo({ authorization: `Bearer ${demo.alex.access_token}` });
    expect(status).toBe(401);
    expect(body.message).toBe(AUTH_MESSAGES.missingIdToken);
  });

  it('answers 401 for an access token the provider did not issue', async () => {
    const { status, body } = await userInfo(authHeaders({ ...demo.alex, access_token: 'made-up' }));
    expect(status).toBe(401);
    expect(body.message).toBe(AUTH_MESSAGES.badAccessToken);
  });

  it('answers 401 for a forged or garbled id token', async () => {
    const [header, payload] = demo.alex.id_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(342)}`;
    expect((await userInfo(authHeaders({ ...demo.alex, id_token: forged }))).body.message).toBe(
      AUTH_MESSAGES.badIdToken,
    );
    expect((await userInfo(authHeaders({ ...demo.alex, id_token: 'not-a-jwt' }))).status).toBe(401);
  });

  it("answers 401 when the id token is another customer's", async () => {
    const { status, body } = await userInfo(
      authHeaders({ ...demo.alex, id_token: demo.sam.id_token }),
    );
    expect(status).toBe(401);
    expect(body.message).toBe(AUTH_MESSAGES.subjectMismatch);
  });

  it('answers 401 once the access token is revoked', async () => {
    const tokens = await signIn(demo.server.origin, {
      email: 'alex@example.com',
      password: 'Demo-pass-1',
    });
    expect((await userInfo(authHeaders(tokens))).status).toBe(200);
    const revoked = await fetch(`${demo.server.origin}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: tokens.access_token,
        client_id: 'account-centre',
      }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await userInfo(authHeaders(tokens))).status).toBe(401);
  });

  it('answers 401 for an id token signed by the provider but without an expiry', async () => {
    // The same claims as the real id token, re-signed with the provider's own key, minus `exp`.
    const { jwks } = loadKeys(demo.server.db);
    const jwk = jwks.keys.find((key) => (key as { alg?: string }).alg === 'RS256') ?? jwks.keys[0];
    const key = await importJWK(jwk as Parameters<typeof importJWK>[0], 'RS256');
    const claims = decodeJwt(demo.sam.id_token);
    const header = decodeProtectedHeader(demo.sam.id_token);
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: header.kid }).sign(key);
    // Re-signed with exp the forgery passes, so the key and claims are right...
    expect(
      (await userInfo(authHeaders({ ...demo.sam, id_token: await sign(claims) }))).status,
    ).toBe(200);
    // ...and without exp it does not.
    const { exp: _exp, ...noExpiry } = claims;
    const response = await userInfo(authHeaders({ ...demo.sam, id_token: await sign(noExpiry) }));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(AUTH_MESSAGES.badIdToken);
  });

  it('lets a matching pair through', async () => {
    expect((await userInfo(authHeaders(demo.sam))).status).toBe(200);
  });
});
