// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authHeaders, signIn } from '../test-support/sign-in.js';
import { withTestServer } from '../test-support/test-server.js';

const running = withTestServer();

describe('token revocation (sign-out)', () => {
  it('answers 200 with no body type, so oidc-client-ts accepts it, and the token stops working', async () => {
    const tokens = await signIn(running.server.origin, {
      email: 'sam@example.com',
      password: 'Demo-pass-1',
    });
    const revoked = await fetch(`${running.server.origin}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: tokens.access_token,
        token_type_hint: 'access_token',
        client_id: 'account-centre',
      }),
    });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('content-type')).toBeNull();

    const afterwards = await fetch(`${running.server.origin}/api/account/user-info`, {
      headers: authHeaders(tokens),
    });
    expect(afterwards.status).toBe(401);
  });
});
