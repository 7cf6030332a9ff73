// @vitest-environment node
// Regression tests for the security review (issue 14) against a real server. Callers from
// different client addresses are played with X-Forwarded-For (the test server trusts it).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeAtStep, currentCode } from './mfa.js';
import {
  authHeaders,
  follow,
  formAction,
  openLoginPage,
  postForm,
  refresh,
  request,
  signIn,
  type TokenSet,
  silentRenewUrl,
} from './test-support/sign-in.js';
import { removeDataDir, startTestServer, type TestServer } from './test-support/test-server.js';

let server: TestServer;
const PASSWORD = 'Demo-pass-1';

// Dozens of real sign-ins (scrypt each) per test: generous on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

function api(tokens: TokenSet, method: string, path: string, body?: unknown, ip = '10.1.0.1') {
  return fetch(`${server.origin}/api${path}`, {
    method,
    headers: { ...authHeaders(tokens), 'content-type': 'application/json', ...from(ip) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Turns 2FA on for a customer through the API; returns the secret and recovery codes. */
async function turnOnMfa(tokens: TokenSet, ip: string) {
  const created = (await (
    await api(tokens, 'POST', '/platform/mfa/account', undefined, ip)
  ).json()) as {
    accountUrl: string;
  };
  const secret = new URL(created.accountUrl).searchParams.get('secret') ?? '';
  const enabled = await api(
    tokens,
    'POST',
    '/platform/mfa/enable',
    { code: currentCode(secret), currentPassword: PASSWORD },
    ip,
  );
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

async function passwordStep(email: string, ip: string, password = PASSWORD) {
  const page = await openLoginPage(server.origin, { headers: from(ip) });
  const response = await postForm(
    page.jar,
    new URL(formAction(page.html), server.origin).toString(),
    { email, password },
  );
  return { page, response, html: await response.text() };
}

function wrongCodeFor(secret: string): string {
  const near = [codeAtStep(secret, -1), currentCode(secret), codeAtStep(secret, 1)];
  let guess = 0;
  while (near.includes(String(guess).padStart(6, '0'))) guess++;
  return String(guess).padStart(6, '0');
}

describe('two-factor codes cannot be brute-forced', () => {
  it('stops guessing across many code challenges from one address', async () => {
    const tokens = await signIn(server.origin, {
      email: 'sam@example.com',
      password: PASSWORD,
      headers: from('10.2.0.1'),
    });
    const { secret } = await turnOnMfa(tokens, '10.2.0.1');
    const wrong = wrongCodeFor(secret);
    let checked = 0;
    let refused = 0;
    // The attacker knows the password and opens challenge after challenge.
    for (let challenge = 0; challenge < 8; challenge++) {
      const step = await passwordStep('sam@example.com', '10.2.0.66');
      if (step.response.status === 429) {
        refused += 5; // no code step at all: none of this challenge's guesses is checked
        continue;
      }
      const codeUrl = new URL(formAction(step.html), server.origin).toString();
      for (let guess = 0; guess < 5; guess++) {
        const answer = await postForm(step.page.jar, codeUrl, { code: wrong });
        if (answer.status === 429) refused++;
        else checked++;
      }
    }
    // 40 guesses tried (all 40 were checked before the fix); the growing delay lets the five
    // free ones through, and on a slow machine perhaps one or two whose short delay had run out.
    expect(checked).toBeLessThanOrEqual(10);
    expect(refused).toBeGreaterThanOrEqual(30);
    // Even the right code is not checked while the delay runs.
    const step = await passwordStep('sam@example.com', '10.2.0.66');
    expect(step.response.status).toBe(429);
    expect(step.html).toMatch(/Too many incorrect attempts\. For your security, please wait/);
    // Every attempt is in sam's access activity.
    const codeRows = server.db
      .prepare(
        "SELECT COUNT(*) AS n FROM access_activity WHERE email = 'sam@example.com' AND kind = 'code' AND success = 0",
      )
      .get() as { n: number };
    expect(codeRows.n).toBe(checked);
    await api(tokens, 'DELETE', '/platform/mfa/account', { currentPassword: PASSWORD }, '10.2.0.1');
  });

  it('keeps at most one open code step per customer: a new one closes the old', async () => {
    const tokens = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.3.0.1'),
    });
    const { secret } = await turnOnMfa(tokens, '10.3.0.1');
    const first = await passwordStep('alex@example.com', '10.3.0.1');
    const firstCodeUrl = new URL(formAction(first.html), server.origin).toString();
    const second = await passwordStep('alex@example.com', '10.3.0.1');
    expect(second.html).toContain('Authentication code');
    const stale = await postForm(first.page.jar, firstCodeUrl, { code: codeAtStep(secret, 1) });
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('This sign-in page has expired');
    await api(tokens, 'DELETE', '/platform/mfa/account', { currentPassword: PASSWORD }, '10.3.0.1');
  });

  it('accepts a code once: the one that turned 2FA on does not sign in, nor does a used one', async () => {
    const tokens = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.4.0.1'),
    });
    const { secret } = await turnOnMfa(tokens, '10.4.0.1');
    const enablingCode = currentCode(secret);
    const replay = await passwordStep('alex@example.com', '10.4.0.1');
    const replayAnswer = await postForm(
      replay.page.jar,
      new URL(formAction(replay.html), server.origin).toString(),
      { code: enablingCode },
    );
    expect(await replayAnswer.text()).toContain('That code is not right.');
    const fresh = codeAtStep(secret, 1);
    await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.4.0.1'),
      mfaCode: () => fresh,
    });
    await expect(
      signIn(server.origin, {
        email: 'alex@example.com',
        password: PASSWORD,
        headers: from('10.4.0.1'),
        mfaCode: () => fresh,
      }),
    ).rejects.toThrow(/did not redirect back/);
    await api(tokens, 'DELETE', '/platform/mfa/account', { currentPassword: PASSWORD }, '10.4.0.1');
  });

  it('signs in with a recovery code once; new codes need the password and replace the old', async () => {
    const tokens = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.5.0.1'),
    });
    const { recoveryCodes } = await turnOnMfa(tokens, '10.5.0.1');
    const [code, other] = recoveryCodes as [string, string];
    const viaRecovery = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.5.0.1'),
      mfaCode: () => code.toUpperCase(),
    });
    expect(viaRecovery.access_token).toBeTruthy();
    await expect(
      signIn(server.origin, {
        email: 'alex@example.com',
        password: PASSWORD,
        headers: from('10.5.0.1'),
        mfaCode: () => code,
      }),
    ).rejects.toThrow(/did not redirect back/);
    const remaining = await api(
      viaRecovery,
      'GET',
      '/platform/mfa/recovery-codes',
      undefined,
      '10.5.0.1',
    );
    expect(await remaining.json()).toEqual({ remaining: 9 });
    const noPassword = await api(
      viaRecovery,
      'POST',
      '/platform/mfa/recovery-codes',
      {},
      '10.5.0.1',
    );
    expect(noPassword.status).toBe(400);
    const renewed = await api(
      viaRecovery,
      'POST',
      '/platform/mfa/recovery-codes',
      { currentPassword: PASSWORD },
      '10.5.0.1',
    );
    expect(renewed.status).toBe(201);
    expect(((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    await expect(
      signIn(server.origin, {
        email: 'alex@example.com',
        password: PASSWORD,
        headers: from('10.5.0.1'),
        mfaCode: () => other,
      }),
    ).rejects.toThrow(/did not redirect back/);
    await api(
      viaRecovery,
      'DELETE',
      '/platform/mfa/account',
      { currentPassword: PASSWORD },
      '10.5.0.1',
    );
  });
});

describe('a stranger cannot lock the owner out', () => {
  it("lets the owner in from their own address while a stranger's guesses are delayed", async () => {
    // The owner has signed in from home before.
    await signIn(server.origin, {
      email: 'nocontact@example.com',
      password: PASSWORD,
      headers: from('10.6.0.1'),
    });
    // A stranger guesses from one address, then from many.
    let strangerRefused = 0;
    for (let i = 0; i < 15; i++) {
      const { response } = await passwordStep('nocontact@example.com', '10.6.0.66', `guess-${i}`);
      if (response.status === 429) strangerRefused++;
    }
    for (let i = 0; i < 20; i++) {
      await passwordStep('nocontact@example.com', `10.6.1.${i}`, `guess-${i}`);
    }
    expect(strangerRefused).toBeGreaterThan(5);
    // The stranger now waits even with the right password, from a new address too...
    expect((await passwordStep('nocontact@example.com', '10.6.2.1')).response.status).toBe(429);
    // ...but the owner signs in from home at once.
    const owner = await signIn(server.origin, {
      email: 'nocontact@example.com',
      password: PASSWORD,
      headers: from('10.6.0.1'),
    });
    expect(owner.access_token).toBeTruthy();
  });

  it('throttles guesses of the current password through the API, recorded in the activity', async () => {
    const tokens = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.7.0.1'),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await api(
        tokens,
        'PUT',
        '/platform/password',
        { currentPassword: `guess-${i}`, newPassword: 'New-pass-123' },
        '10.7.0.1',
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.slice(5)).toContain(429);
    const rows = server.db
      .prepare(
        "SELECT COUNT(*) AS n FROM access_activity WHERE ip = '10.7.0.1' AND kind = 'current-password'",
      )
      .get() as { n: number };
    expect(rows.n).toBe(statuses.filter((status) => status === 403).length);
  });
});

describe('sensitive changes end the other sessions', () => {
  it('a password change kills another session’s access and refresh tokens; this one goes on', async () => {
    const here = await signIn(server.origin, {
      email: 'sam@example.com',
      password: PASSWORD,
      headers: from('10.8.0.1'),
    });
    const elsewhere = await signIn(server.origin, {
      email: 'sam@example.com',
      password: PASSWORD,
      headers: from('10.8.0.2'),
    });
    expect((await api(elsewhere, 'GET', '/account/user-info')).status).toBe(200);
    const changed = await api(
      here,
      'PUT',
      '/platform/password',
      { currentPassword: PASSWORD, newPassword: 'Changed-pass-9' },
      '10.8.0.1',
    );
    expect(changed.status).toBe(204);
    expect((await api(elsewhere, 'GET', '/account/user-info')).status).toBe(401);
    expect((await refresh(server.origin, elsewhere.refresh_token ?? '')).status).toBe(400);
    expect((await api(here, 'GET', '/account/user-info')).status).toBe(200);
    expect((await refresh(server.origin, here.refresh_token ?? '')).status).toBe(200);
    // Put it back for the other tests.
    const fresh = await signIn(server.origin, {
      email: 'sam@example.com',
      password: 'Changed-pass-9',
      headers: from('10.8.0.1'),
    });
    await api(
      fresh,
      'PUT',
      '/platform/password',
      { currentPassword: 'Changed-pass-9', newPassword: PASSWORD },
      '10.8.0.1',
    );
  });

  it('lists signed-in devices; signs one out, then every other one', async () => {
    const here = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: {
        ...from('10.9.0.1'),
        'user-agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    });
    const phone = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: {
        ...from('10.9.0.2'),
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    const tablet = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.9.0.3'),
    });
    const list = (await (await api(here, 'GET', '/account/sessions')).json()) as {
      id: string;
      browser: string;
      os: string;
      ip: string;
      current: boolean;
    }[];
    const current = list.find((device) => device.current);
    expect(current).toMatchObject({ browser: 'Chrome 131', os: 'Linux', ip: '10.9.0.1' });
    const phoneDevice = list.find((device) => device.ip === '10.9.0.2');
    expect(phoneDevice).toMatchObject({
      browser: 'Mobile Safari 17',
      os: 'iOS 17',
      current: false,
    });
    expect((await api(here, 'DELETE', `/account/sessions/${phoneDevice?.id ?? ''}`)).status).toBe(
      204,
    );
    expect((await api(phone, 'GET', '/account/user-info')).status).toBe(401);
    expect((await api(tablet, 'GET', '/account/user-info')).status).toBe(200);
    expect((await api(here, 'DELETE', '/account/sessions/not-a-session')).status).toBe(404);
    const everywhere = await api(here, 'DELETE', '/account/sessions');
    expect(everywhere.status).toBe(200);
    expect((await api(tablet, 'GET', '/account/user-info')).status).toBe(401);
    expect((await refresh(server.origin, tablet.refresh_token ?? '')).status).toBe(400);
    expect((await api(here, 'GET', '/account/user-info')).status).toBe(200);
    const after = (await (await api(here, 'GET', '/account/sessions')).json()) as unknown[];
    expect(after).toHaveLength(1);
  });
});

describe('step-up and audience', () => {
  it("refuses to turn 2FA off with the storefront header's token, or without the password", async () => {
    const centre = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.10.0.1'),
    });
    await turnOnMfa(centre, '10.10.0.1');
    const secretRow = server.db
      .prepare("SELECT mfa_secret AS secret FROM users WHERE email = 'alex@example.com'")
      .get() as { secret: string };
    const header = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      clientId: 'shs-header',
      redirectUri: `${server.origin}/demo/callback.html`,
      scope: 'openid',
      headers: from('10.10.0.1'),
      mfaCode: () => codeAtStep(secretRow.secret, 1),
    });
    const withHeaderToken = await api(header, 'POST', '/platform/mfa/disable', {
      currentPassword: PASSWORD,
    });
    expect(withHeaderToken.status).toBe(403);
    expect((await api(header, 'GET', '/account/user-info')).status).toBe(403);
    const withoutPassword = await api(centre, 'POST', '/platform/mfa/disable', {});
    expect(withoutPassword.status).toBe(400);
    const wrongPassword = await api(centre, 'DELETE', '/platform/mfa/account', {
      currentPassword: 'nope',
    });
    expect(wrongPassword.status).toBe(403);
    expect(((await wrongPassword.json()) as { message: string }).message).toBe(
      'Invalid current password.',
    );
    expect(await (await api(centre, 'GET', '/platform/mfa/enabled')).json()).toEqual({
      enabled: true,
    });
    await api(centre, 'DELETE', '/platform/mfa/account', { currentPassword: PASSWORD });
  });
});

describe('logout CSRF', () => {
  it('a cross-site link to end-session signs no one out without a visible confirmation', async () => {
    const page = await openLoginPage(server.origin, { headers: from('10.11.0.1') });
    const redirectUri = `${server.origin}/auth/callback`;
    const submitted = await postForm(
      page.jar,
      new URL(formAction(page.html), server.origin).toString(),
      { email: 'sam@example.com', password: PASSWORD },
    );
    await follow(page.jar, server.origin, submitted, redirectUri);
    for (const query of <Record<string, string>[]>[
      { client_id: 'account-centre', post_logout_redirect_uri: `${server.origin}/` },
      { client_id: 'shs-header' },
      {},
    ]) {
      const end = new URL(`${server.origin}/oidc/session/end`);
      end.search = new URLSearchParams(query).toString();
      const html = await (await request(page.jar, end.toString())).text();
      expect(html).toContain('<h1>Sign out</h1>');
      expect(html).not.toContain('data-auto-submit');
    }
    // Still signed in at the provider: a silent request gets a code.
    const location = new URL(
      (await request(page.jar, silentRenewUrl(server.origin))).headers.get('location') ?? '',
      server.origin,
    );
    expect(location.searchParams.get('code')).toBeTruthy();
  });
});

describe('Trusted Types', () => {
  it("are required by the account centre's pages, with the two named policies", async () => {
    const spa = await fetch(`${server.origin}/profile/2fa`);
    const csp = spa.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types shs-html shs-script-url');
    expect(csp).toContain("script-src 'self'");
    // Pages that embed the header like a third-party site keep their own policy.
    const demo = await fetch(`${server.origin}/demo/mail/`);
    expect(demo.headers.get('content-security-policy')).not.toContain('trusted-types');
  });
});

describe('text fields', () => {
  it('refuse control, text-direction override and invisible-only values with a message', async () => {
    const tokens = await signIn(server.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.12.0.1'),
    });
    const contact = await api(
      tokens,
      'POST',
      '/account/emergency-contacts?serviceName=S-100200300',
      {
        name: 'Pat\u202Eexe.txt',
        phone: '8015550100',
        relationship: 'Friend',
      },
    );
    expect(contact.status).toBe(400);
    expect(((await contact.json()) as { message: string }).message).toBe(
      'name must not contain characters that change the text direction.',
    );
    const nickname = await api(tokens, 'PUT', '/account/nickname?serviceName=S-100200300', {
      nickname: '\u200B\u200B',
    });
    expect(nickname.status).toBe(400);
    expect(((await nickname.json()) as { message: string }).message).toBe(
      'nickname must contain visible characters.',
    );
    // NFC: a decomposed "é" is stored composed.
    const saved = await api(tokens, 'PUT', '/account/nickname?serviceName=S-100200300', {
      nickname: 'Cafe\u0301',
    });
    expect(((await saved.json()) as { nickName: string }).nickName).toBe('Café');
    await api(tokens, 'PUT', '/account/nickname?serviceName=S-100200300', { nickname: 'Home' });
  });
});
