// @vitest-environment node
// The mail flows end to end over HTTP, reading the mail the way a developer would: from the
// outbox (/demo/mail/api/messages).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authHeaders,
  formAction,
  openLoginPage,
  postForm,
  refresh,
  signIn,
  type TokenSet,
} from '../test-support/sign-in.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';
import pages from '../oidc/locales/en.json';
import type { MailMessage } from './outbox.js';

let server: TestServer;

// Real sign-ins (scrypt each): generous on a shared, busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

async function mailTo(address: string): Promise<MailMessage[]> {
  const response = await fetch(
    `${server.origin}/demo/mail/api/messages?to=${encodeURIComponent(address)}`,
  );
  return (await response.json()) as MailMessage[];
}

function api(tokens: TokenSet, method: string, path: string, body?: unknown) {
  return fetch(`${server.origin}/api/account${path}`, {
    method,
    headers: { ...authHeaders(tokens), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

describe('email change', () => {
  it('is unverified until the code mailed to the new address comes back', async () => {
    const tokens = await signIn(server.origin, {
      email: 'sam@example.com',
      password: 'Demo-pass-1',
    });
    expect(claims(tokens.id_token).email_verified).toBe(true);
    const changed = await api(tokens, 'PUT', '/user-info', {
      newEmailAddress: 'sam.new@example.com',
      phoneNumber: '3855550199',
      currentPassword: 'Demo-pass-1',
    });
    expect(changed.status).toBe(204);
    expect(await (await api(tokens, 'GET', '/email-confirmation')).json()).toEqual({
      email: 'sam.new@example.com',
      verified: false,
    });
    // The provider says so too: a refreshed id token carries email_verified false.
    const refreshed = await refresh(server.origin, tokens.refresh_token ?? '');
    expect(claims(refreshed.body.id_token)).toMatchObject({
      email: 'sam.new@example.com',
      email_verified: false,
    });
    const [mail] = await mailTo('sam.new@example.com');
    expect(mail?.subject).toBe('Confirm your new email address');
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await api(refreshed.body, 'POST', '/email-confirmation', { code: wrong });
    expect(bad.status).toBe(400);
    const good = await api(refreshed.body, 'POST', '/email-confirmation', { code });
    expect(await good.json()).toEqual({ email: 'sam.new@example.com', verified: true });
    const again = await refresh(server.origin, refreshed.body.refresh_token ?? '');
    expect(claims(again.body.id_token).email_verified).toBe(true);
    // The page a developer reads lists the mail.
    const page = await (await fetch(`${server.origin}/demo/mail/`)).text();
    expect(page).toContain('<h1>Mail outbox</h1>');
    expect(page).toContain('sam.new@example.com');
    // Back to the seed address (confirmed the same way).
    await api(again.body, 'PUT', '/user-info', {
      newEmailAddress: 'sam@example.com',
      phoneNumber: '3855550199',
      currentPassword: 'Demo-pass-1',
    });
    const [back] = await mailTo('sam@example.com');
    await api(again.body, 'POST', '/email-confirmation', {
      code: /\b(\d{6})\b/.exec(back?.body ?? '')?.[1],
    });
  });
});

describe('forgot password', () => {
  async function askForReset(email: string) {
    const page = await openLoginPage(server.origin);
    expect(page.html).toContain('Forgot password?');
    const forgot = await fetch(
      new URL(`${formAction(page.html).replace(/\/login$/, '')}/forgot`, server.origin),
    );
    const form = await forgot.text();
    expect(form).toContain(`<h1>${pages['reset.forgotTitle']}</h1>`);
    const sent = await postForm(page.jar, new URL(formAction(form), server.origin).toString(), {
      email,
    });
    return sent.text();
  }

  it('answers the same whether or not the email has an account', async () => {
    const unknown = await askForReset('nobody@example.com');
    const known = await askForReset('alex@example.com');
    expect(unknown).toContain(pages['reset.sent']);
    expect(known.replace(/interaction\/[^"]+/g, '')).toBe(
      unknown.replace(/interaction\/[^"]+/g, ''),
    );
    expect(await mailTo('nobody@example.com')).toEqual([]);
  });

  it('resets with a single-use link; the new password works and other sessions end', async () => {
    const elsewhere = await signIn(server.origin, {
      email: 'alex@example.com',
      password: 'Demo-pass-1',
    });
    await askForReset('alex@example.com');
    const [mail] = await mailTo('alex@example.com');
    const link = /(http\S+password-reset\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(link).toBeTruthy();
    const form = await (await fetch(link)).text();
    expect(form).toContain('<h1>Choose a new password</h1>');
    const token = new URL(link).searchParams.get('token') ?? '';
    const action = `${server.origin}/oidc/password-reset`;
    const post = (fields: Record<string, string>) =>
      fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const weak = await (await post({ token, password: 'short', confirm: 'short' })).text();
    expect(weak).toContain('The new password does not meet the password requirements:');
    const done = await post({ token, password: 'Reset-pass-7', confirm: 'Reset-pass-7' });
    expect(await done.text()).toContain(pages['reset.done']);
    // Single use.
    const reused = await post({ token, password: 'Other-pass-8', confirm: 'Other-pass-8' });
    expect(reused.status).toBe(400);
    expect(await reused.text()).toContain(pages['reset.badLink']);
    // The other session is over, the new password signs in, the old does not.
    expect((await api(elsewhere, 'GET', '/user-info')).status).toBe(401);
    expect((await refresh(server.origin, elsewhere.refresh_token ?? '')).status).toBe(400);
    await expect(
      signIn(server.origin, { email: 'alex@example.com', password: 'Demo-pass-1' }),
    ).rejects.toThrow();
    const fresh = await signIn(server.origin, {
      email: 'alex@example.com',
      password: 'Reset-pass-7',
    });
    expect(fresh.access_token).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    await askForReset('sam@example.com');
    const [mail] = await mailTo('sam@example.com');
    const link = /(http\S+password-reset\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    server.db.prepare('UPDATE password_resets SET expires_at = ?').run(Date.now() - 1);
    expect((await fetch(link)).status).toBe(400);
  });
});
