// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeAtStep, currentCode } from '../mfa.js';
import { PASSWORD_PATTERN } from '../password-policy.js';
import {
  authHeaders,
  formAction,
  openLoginPage,
  postForm,
  signIn,
  type TokenSet,
} from '../test-support/sign-in.js';
import { withSignedInServer } from '../test-support/signed-in-server.js';
import messages from '../security/locales/en.json';

const demo = withSignedInServer();

function call(tokens: TokenSet, method: string, path: string, body?: unknown) {
  return fetch(`${demo.server.origin}/api/platform${path}`, {
    method,
    headers: { ...authHeaders(tokens), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('password', () => {
  it('publishes the requirements', async () => {
    const response = await call(demo.sam, 'GET', '/password-requirements');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.pattern).toBe(PASSWORD_PATTERN);
    expect(body.rules[0]).toEqual({ label: 'At least 8 characters', pattern: '^.{8,}$' });
  });

  it('refuses a weak new password with the broken rules (400)', async () => {
    const response = await call(demo.sam, 'PUT', '/password', {
      currentPassword: 'Demo-pass-1',
      newPassword: 'password',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: messages['platform.weakPassword'],
      failedRules: ['An uppercase letter', 'A number', 'A symbol (for example ! ? # -)'],
    });
  });

  it("answers 403 'Invalid current password.' for a wrong current password", async () => {
    const response = await call(demo.sam, 'PUT', '/password', {
      currentPassword: 'nope',
      newPassword: 'New-pass-22',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Invalid current password.' });
  });

  it('answers 400 for a missing field or malformed JSON', async () => {
    expect((await call(demo.sam, 'PUT', '/password', { newPassword: 'New-pass-22' })).status).toBe(
      400,
    );
    const malformed = await fetch(`${demo.server.origin}/api/platform/password`, {
      method: 'PUT',
      headers: { ...authHeaders(demo.sam), 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
  });

  it('changes the password: the new one signs in, the old one does not', async () => {
    const response = await call(demo.sam, 'PUT', '/password', {
      currentPassword: 'Demo-pass-1',
      newPassword: 'New-pass-22',
    });
    expect(response.status).toBe(204);
    await expect(
      signIn(demo.server.origin, { email: 'sam@example.com', password: 'Demo-pass-1' }),
    ).rejects.toThrow();
    const tokens = await signIn(demo.server.origin, {
      email: 'sam@example.com',
      password: 'New-pass-22',
    });
    expect(tokens.access_token).toBeTruthy();
  });
});

describe('two-factor authentication', () => {
  let secret = '';

  it('starts with MFA off; enabling needs an account first', async () => {
    expect(await (await call(demo.alex, 'GET', '/mfa/enabled')).json()).toEqual({ enabled: false });
    const early = await call(demo.alex, 'POST', '/mfa/enable', {
      code: '123456',
      currentPassword: 'Demo-pass-1',
    });
    expect(early.status).toBe(409);
  });

  it('creates a pending authenticator account with an otpauth:// URL', async () => {
    const response = await call(demo.alex, 'POST', '/mfa/account');
    expect(response.status).toBe(201);
    const { accountUrl } = (await response.json()) as { accountUrl: string };
    const url = new URL(accountUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Smart Home Security:alex@example.com');
    expect(url.searchParams.get('issuer')).toBe('Smart Home Security');
    secret = url.searchParams.get('secret') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await (await call(demo.alex, 'GET', '/mfa/enabled')).json()).toEqual({ enabled: false });
  });

  it('refuses a malformed or wrong code', async () => {
    const malformed = await call(demo.alex, 'POST', '/mfa/enable', {
      code: '12ab',
      currentPassword: 'Demo-pass-1',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe(messages['platform.codeFormat']);
    const wrongCode = String((Number(currentCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const wrong = await call(demo.alex, 'POST', '/mfa/enable', {
      code: wrongCode,
      currentPassword: 'Demo-pass-1',
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(messages['platform.wrongCode']);
  });

  it('refuses to enable without the current password (step-up)', async () => {
    const without = await call(demo.alex, 'POST', '/mfa/enable', { code: currentCode(secret) });
    expect(without.status).toBe(400);
    const wrong = await call(demo.alex, 'POST', '/mfa/enable', {
      code: currentCode(secret),
      currentPassword: 'not-my-password',
    });
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).message).toBe('Invalid current password.');
    expect(await (await call(demo.alex, 'GET', '/mfa/enabled')).json()).toEqual({ enabled: false });
  });

  it('enables with a current code and the password, answering ten recovery codes', async () => {
    const response = await call(demo.alex, 'POST', '/mfa/enable', {
      code: currentCode(secret),
      currentPassword: 'Demo-pass-1',
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { enabled: boolean; recoveryCodes: string[] };
    expect(body.enabled).toBe(true);
    expect(body.recoveryCodes).toHaveLength(10);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await (await call(demo.alex, 'GET', '/mfa/enabled')).json()).toEqual({ enabled: true });
  });

  it('asks for the Authentication code at sign-in and rejects a wrong one', async () => {
    const page = await openLoginPage(demo.server.origin);
    const action = new URL(formAction(page.html), demo.server.origin).toString();
    const step = await postForm(page.jar, action, {
      email: 'alex@example.com',
      password: 'Demo-pass-1',
    });
    const html = await step.text();
    expect(html).toContain('<label for="code">Authentication code</label>');
    const codeAction = new URL(formAction(html), demo.server.origin).toString();
    const wrong = await postForm(page.jar, codeAction, {
      code: '000000' === currentCode(secret) ? '111111' : '000000',
    });
    expect(await wrong.text()).toContain(
      'That code is not right. Enter the current 6-digit code from your authenticator app.',
    );
    // The code that turned 2FA on was this step's: the next step's is a fresh one.
    const tokens = await signIn(demo.server.origin, {
      email: 'alex@example.com',
      password: 'Demo-pass-1',
      mfaCode: () => codeAtStep(secret, 1),
    });
    expect(tokens.id_token).toBeTruthy();
    const rows = demo.server.db
      .prepare(
        `SELECT success, mfa_used AS mfa FROM access_activity
         WHERE email = 'alex@example.com' ORDER BY id DESC LIMIT 2`,
      )
      .all();
    expect(rows).toEqual([
      { success: 1, mfa: 1 },
      { success: 0, mfa: 1 },
    ]);
  });

  it('disables, then deletes the account (spec 4.3), each with the current password', async () => {
    const withoutPassword = await call(demo.alex, 'POST', '/mfa/disable');
    expect(withoutPassword.status).toBe(400);
    const wrongPassword = await call(demo.alex, 'POST', '/mfa/disable', {
      currentPassword: 'nope',
    });
    expect(wrongPassword.status).toBe(403);
    expect((await wrongPassword.json()).message).toBe('Invalid current password.');
    expect(await (await call(demo.alex, 'GET', '/mfa/enabled')).json()).toEqual({ enabled: true });
    const disabled = await call(demo.alex, 'POST', '/mfa/disable', {
      currentPassword: 'Demo-pass-1',
    });
    expect(await disabled.json()).toEqual({ enabled: false });
    expect(
      (await call(demo.alex, 'DELETE', '/mfa/account', { currentPassword: 'Demo-pass-1' })).status,
    ).toBe(204);
    expect(await (await call(demo.alex, 'GET', '/mfa/enabled')).json()).toEqual({ enabled: false });
    const tokens = await signIn(demo.server.origin, {
      email: 'alex@example.com',
      password: 'Demo-pass-1',
    });
    expect(tokens.access_token).toBeTruthy();
  });
});
