// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  follow,
  formAction,
  openLoginPage,
  postForm,
  refresh,
  request,
  signIn,
  silentRenewUrl,
} from '../test-support/sign-in.js';
import { recordSignIn } from '../access-activity.js';
import { LOGIN_STYLE, LOGIN_STYLE_HASH } from './login-style.js';
import { startTestServer, withTestServer } from '../test-support/test-server.js';

const running = withTestServer();

describe('login page', () => {
  it('is an accessible form: lang, main, h1, labelled Email and Password, Sign in', async () => {
    const { html, response } = await openLoginPage(running.server.origin);
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<main[^>]*>/);
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain('<label for="email">Email</label>');
    // type="text": a browser's type="email" refuses addresses the API accepts (josé@example.com).
    expect(html).toMatch(/<input id="email" name="email" type="text" inputmode="email"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button class="button" type="submit">Sign in<\/button>/);
    // The one inline style is the pages' sheet, which the CSP allows by its hash.
    expect(html).toContain(`<style>${LOGIN_STYLE}</style>`);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(response.headers.get('content-security-policy')).toContain(LOGIN_STYLE_HASH);
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    expect(html).not.toMatch(/style="/);
  });

  it("says 'Incorrect email or password.' and keeps the typed email", async () => {
    const page = await openLoginPage(running.server.origin);
    const action = new URL(formAction(page.html), running.server.origin).toString();
    for (const [email, password] of [
      ['alex@example.com', 'wrong-password'],
      ['nobody@example.com', 'Demo-pass-1'],
    ]) {
      const response = await postForm(page.jar, action, { email: email!, password: password! });
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<p>Incorrect email or password.</p>');
      expect(html).toContain(`value="${email}"`);
      expect(html).toContain('role="alert"');
    }
  });

  it('escapes what the customer typed', async () => {
    const page = await openLoginPage(running.server.origin);
    const action = new URL(formAction(page.html), running.server.origin).toString();
    const response = await postForm(page.jar, action, { email: '"><b>x', password: 'x' });
    expect(await response.text()).toContain('value="&quot;&gt;&lt;b&gt;x"');
  });

  it('records every attempt with browser, OS, IP and outcome', async () => {
    const page = await openLoginPage(running.server.origin);
    const action = new URL(formAction(page.html), running.server.origin).toString();
    await postForm(page.jar, action, { email: 'sam@example.com', password: 'nope' });
    await fetch(action, { method: 'POST' });
    const before = running.server.db.prepare(
      "SELECT COUNT(*) AS n FROM access_activity WHERE email = 'sam@example.com'",
    );
    expect(before.get()).toEqual({ n: 1 });
    await signIn(running.server.origin, { email: 'sam@example.com', password: 'Demo-pass-1' });
    const rows = running.server.db
      .prepare(
        "SELECT success, mfa_used AS mfa, browser, os, ip FROM access_activity WHERE email = 'sam@example.com' ORDER BY id",
      )
      .all() as { success: number; mfa: number; browser: string; os: string; ip: string }[];
    expect(rows.map((row) => row.success)).toEqual([0, 1]);
    expect(rows[1]?.mfa).toBe(0);
    expect(rows[0]?.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('makes an email wait after many failures from unknown addresses, known or not, even with the right password', async () => {
    for (const email of ['nocontact@example.com', 'nobody-here@example.com']) {
      for (let i = 0; i < 12; i++) {
        recordSignIn(running.server.db, {
          userId: undefined,
          email: email.toUpperCase(),
          ip: '10.0.0.1',
          userAgent: undefined,
          success: false,
          mfaUsed: false,
        });
      }
      const page = await openLoginPage(running.server.origin);
      const action = new URL(formAction(page.html), running.server.origin).toString();
      const response = await postForm(page.jar, action, { email, password: 'Demo-pass-1' });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.text()).toMatch(
        /Too many incorrect attempts\. For your security, please wait \d+ seconds? and try again\./,
      );
    }
    running.server.db.prepare('DELETE FROM access_activity WHERE email LIKE ?').run('NO%');
  });

  it('signs in an email with non-ASCII letters, typed in either Unicode form', async () => {
    running.server.db
      .prepare("UPDATE users SET email = 'josé@example.com' WHERE email = 'nocontact@example.com'")
      .run();
    try {
      for (const typed of ['josé@example.com', 'jose\u0301@example.com']) {
        const tokens = await signIn(running.server.origin, {
          email: typed,
          password: 'Demo-pass-1',
        });
        expect(tokens.access_token).toBeTruthy();
      }
    } finally {
      running.server.db
        .prepare(
          "UPDATE users SET email = 'nocontact@example.com' WHERE email = 'josé@example.com'",
        )
        .run();
    }
  });

  it('answers an expired or foreign interaction with a page to start again', async () => {
    const response = await fetch(`${running.server.origin}/oidc/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in page has expired');
  });
});

describe('tokens', () => {
  it('issues a rotating refresh token to the account centre (PKCE S256)', async () => {
    const tokens = await signIn(running.server.origin, {
      email: 'alex@example.com',
      password: 'Demo-pass-1',
    });
    expect(tokens.refresh_token).toBeTruthy();
    const first = await refresh(running.server.origin, tokens.refresh_token ?? '');
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    const info = await fetch(`${running.server.origin}/api/account/user-info`, {
      headers: authHeaders(first.body),
    });
    expect(info.status).toBe(200);
    // Re-using a rotated refresh token is refused.
    expect((await refresh(running.server.origin, tokens.refresh_token ?? '')).status).toBe(400);
  });

  it('signs the header client in on a demo page', async () => {
    const tokens = await signIn(running.server.origin, {
      email: 'sam@example.com',
      password: 'Demo-pass-1',
      clientId: 'shs-header',
      redirectUri: `${running.server.origin}/demo/callback.html`,
      scope: 'openid',
    });
    const payload = JSON.parse(
      Buffer.from(tokens.id_token.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(payload).toMatchObject({ aud: 'shs-header', sub: '65c3d4e5f60718293a4b5c6d' });
    // It renews nothing, so it gets no refresh token, and the id token has no email or name.
    expect(tokens.refresh_token).toBeUndefined();
    expect(payload.email).toBeUndefined();
    expect(payload.name).toBeUndefined();
  });

  it('answers a silent (prompt=none) request from a signed-in browser with a code', async () => {
    const page = await openLoginPage(running.server.origin);
    const redirectUri = `${running.server.origin}/auth/callback`;
    const submitted = await postForm(
      page.jar,
      new URL(formAction(page.html), running.server.origin).toString(),
      { email: 'alex@example.com', password: 'Demo-pass-1' },
    );
    expect(
      (await follow(page.jar, running.server.origin, submitted, redirectUri)).redirectedTo,
    ).toBeTruthy();
    const silent = silentRenewUrl(running.server.origin, {
      scope: 'openid email profile offline_access',
      state: 'silent',
    });
    const response = await request(page.jar, silent);
    const location = new URL(response.headers.get('location') ?? '', running.server.origin);
    expect(location.pathname).toBe('/auth/renew');
    expect(location.searchParams.get('error')).toBeNull();
    expect(location.searchParams.get('code')).toBeTruthy();
  });

  it('answers prompt=none without a session with login_required', async () => {
    const response = await fetch(silentRenewUrl(running.server.origin), { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', running.server.origin);
    expect(location.searchParams.get('error')).toBe('login_required');
  });

  it('refuses a request without PKCE', async () => {
    const url = new URL(`${running.server.origin}/oidc/auth`);
    url.search = new URLSearchParams({
      client_id: 'account-centre',
      redirect_uri: `${running.server.origin}/auth/callback`,
      response_type: 'code',
      scope: 'openid',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', running.server.origin);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('provider pages', () => {
  it('renders provider errors as an accessible page, not debug output', async () => {
    const response = await fetch(
      `${running.server.origin}/oidc/auth?client_id=unknown&response_type=code`,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<h1>We couldn't sign you in</h1>");
    expect(html).toContain('<code>invalid_client</code>');
    expect(html.replace(`<style>${LOGIN_STYLE}</style>`, '')).not.toMatch(
      /<style|<script(?![^>]*src=)/,
    );
  });

  it('signs a first-party client out without a confirmation click when it sends its id_token_hint', async () => {
    const page = await openLoginPage(running.server.origin);
    const redirectUri = `${running.server.origin}/auth/callback`;
    const submitted = await postForm(
      page.jar,
      new URL(formAction(page.html), running.server.origin).toString(),
      { email: 'sam@example.com', password: 'Demo-pass-1' },
    );
    const { redirectedTo } = await follow(page.jar, running.server.origin, submitted, redirectUri);
    const code = new URL(redirectedTo ?? '').searchParams.get('code') ?? '';
    const tokens = (await (
      await fetch(`${running.server.origin}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: 'account-centre',
          code_verifier: page.verifier,
        }).toString(),
      })
    ).json()) as { id_token: string };
    const end = new URL(`${running.server.origin}/oidc/session/end`);
    end.search = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${running.server.origin}/`,
    }).toString();
    const html = await (await request(page.jar, end.toString())).text();
    expect(html).toContain('<h1>Sign out</h1>');
    expect(html).toContain('<script src="/server-assets/logout.js" defer></script>');
    expect(html).toMatch(/name="logout" value="yes" data-auto-submit/);
    expect(html.replace(`<style>${LOGIN_STYLE}</style>`, '')).not.toMatch(
      /<style|<script(?![^>]*src=)/,
    );
    const confirm = await postForm(page.jar, `${running.server.origin}/oidc/session/end/confirm`, {
      xsrf: /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '',
      logout: 'yes',
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${running.server.origin}/`);
  });
});

describe('restart', () => {
  it('keeps the customer signed in: refresh token and access token survive', async () => {
    const tokens = await signIn(running.server.origin, {
      email: 'alex@example.com',
      password: 'Demo-pass-1',
    });
    const port = Number(new URL(running.server.origin).port);
    await running.server.close();
    running.server = await startTestServer({ dataDir: running.server.dataDir, port });
    // Another host name for the same server: fetch's pool would reuse the closed sockets.
    const origin = running.server.origin.replace('localhost', '127.0.0.1');
    const info = await fetch(`${origin}/api/account/user-info`, {
      headers: authHeaders(tokens),
    });
    expect(info.status).toBe(200);
    const refreshed = await refresh(origin, tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.id_token).toBeTruthy();
  });
});
