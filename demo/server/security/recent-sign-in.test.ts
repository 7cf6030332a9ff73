// @vitest-environment node
// Recent sign-in before sensitive changes (issue 25): the API refuses them unless this provider
// session signed in or confirmed within the window; silent renewals, refreshed tokens and other
// sessions' sign-ins do not count; the confirmation goes through the guessing throttle.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed.js';
import { THROTTLE_RULES } from '../throttle.js';
import { listMail } from '../mail/outbox.js';
import {
  authHeaders,
  follow,
  formAction,
  openLoginPage,
  postForm,
  refresh,
  request,
  signIn,
  signInSession,
  silentRenewUrl,
  type TokenSet,
} from '../test-support/sign-in.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';
import { SoftwareAuthenticator } from '../test-support/software-authenticator.js';
import mail from '../mail/locales/en.json';
import messages from './locales/en.json';
import { hasRecentSignIn, markRecentSignIn, RECENT_SIGN_IN_WINDOW_MS } from './recent-sign-in.js';

const SAM_ID = '65c3d4e5f60718293a4b5c6d';
const BURST = 40;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

async function api(tokens: TokenSet, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.origin}/api${path}`, {
    method,
    headers: { ...authHeaders(tokens), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/** The provider session an access token was issued under. */
function sessionOf(tokens: TokenSet): string {
  const row = server.db
    .prepare(
      `SELECT json_extract(payload, '$.sessionUid') AS uid FROM oidc_models
       WHERE model = 'AccessToken' AND id = ?`,
    )
    .get(tokens.access_token) as { uid: string };
  return row.uid;
}

/** Moves a session's sign-in (and any confirmation) `seconds` into the past. */
function age(tokens: TokenSet, seconds: number): void {
  const uid = sessionOf(tokens);
  server.db
    .prepare(
      `UPDATE oidc_models SET payload = json_set(payload, '$.loginTs',
         json_extract(payload, '$.loginTs') - ?) WHERE model = 'Session' AND uid = ?`,
    )
    .run(seconds, uid);
  server.db
    .prepare('UPDATE recent_sign_ins SET confirmed_at = confirmed_at - ? WHERE session_uid = ?')
    .run(seconds * 1000, uid);
}

const OLD = RECENT_SIGN_IN_WINDOW_MS / 1000 + 1;

function setVerbalPassword(tokens: TokenSet, word: string) {
  return api(tokens, 'PUT', '/account/verbal-password', {
    verbalPassword: word,
    currentPassword: DEMO_PASSWORD,
  });
}

function verbalPasswordHash(): string | null {
  return (
    server.db.prepare('SELECT verbal_password_hash AS h FROM users WHERE id = ?').get(SAM_ID) as {
      h: string | null;
    }
  ).h;
}

const sam = { email: 'sam@example.com', password: DEMO_PASSWORD };

describe('the recent sign-in guard', () => {
  it('lets a change through right after an interactive sign-in', async () => {
    const tokens = await signIn(server.origin, sam);
    expect((await setVerbalPassword(tokens, 'blue harbor')).status).toBe(204);
  });

  it('refuses it 5 minutes later with 403 recent_sign_in_required, changing nothing', async () => {
    const tokens = await signIn(server.origin, sam);
    age(tokens, OLD);
    const before = verbalPasswordHash();
    const refused = await setVerbalPassword(tokens, 'green meadow');
    expect(refused).toEqual({
      status: 403,
      body: { code: 'recent_sign_in_required', message: messages['recentSignIn.required'] },
    });
    expect(verbalPasswordHash()).toBe(before);
  });

  it('guards every sensitive change, and only those', async () => {
    const tokens = await signIn(server.origin, sam);
    age(tokens, OLD);
    const guarded: [string, string, unknown?][] = [
      [
        'PUT',
        '/account/user-info',
        {
          newEmailAddress: 'sam@example.com',
          phoneNumber: '5551234567',
          currentPassword: DEMO_PASSWORD,
        },
      ],
      [
        'PUT',
        '/platform/password',
        { currentPassword: DEMO_PASSWORD, newPassword: 'Other-pass-9' },
      ],
      [
        'PUT',
        '/account/verbal-password',
        { verbalPassword: 'x y', currentPassword: DEMO_PASSWORD },
      ],
      ['POST', '/platform/mfa/account'],
      ['POST', '/platform/mfa/enable', { code: '123456', currentPassword: DEMO_PASSWORD }],
      ['POST', '/platform/mfa/disable', { currentPassword: DEMO_PASSWORD }],
      ['DELETE', '/platform/mfa/account', { currentPassword: DEMO_PASSWORD }],
      ['POST', '/platform/mfa/recovery-codes', { currentPassword: DEMO_PASSWORD }],
      ['DELETE', '/account/billing/payment-methods/pm-none?serviceName=S-200300400'],
      [
        'GET',
        '/account/billing/generate-payment-url?serviceName=S-200300400&purpose=add-card&idempotencyKey=abcdefgh12',
      ],
      [
        'GET',
        '/account/billing/generate-payment-url?serviceName=S-200300400&purpose=payment&amountCents=100&saveCard=true&idempotencyKey=abcdefgh13',
      ],
    ];
    for (const [method, path, body] of guarded) {
      const answer = await api(tokens, method, path, body);
      expect({ method, path, status: answer.status, code: answer.body.code }).toEqual({
        method,
        path,
        status: 403,
        code: 'recent_sign_in_required',
      });
    }
    // Paying (without saving the card) and reading are not sensitive changes.
    const payment = await api(
      tokens,
      'GET',
      '/account/billing/generate-payment-url?serviceName=S-200300400&purpose=payment&amountCents=100&idempotencyKey=abcdefgh14',
    );
    expect(payment.status).toBe(200);
    // Reading is never guarded.
    expect((await api(tokens, 'GET', '/account/user-info')).status).toBe(200);
    expect((await api(tokens, 'GET', '/platform/mfa/enabled')).status).toBe(200);
  });

  it('does not count a silent renewal or a refreshed token as a sign-in', async () => {
    const { tokens, jar } = await signInSession(server.origin, sam);
    age(tokens, OLD);
    const silent = await request(
      jar,
      silentRenewUrl(server.origin, { scope: 'openid email profile' }),
    );
    const { redirectedTo } = await follow(
      jar,
      server.origin,
      silent,
      `${server.origin}/auth/renew`,
    );
    const code = new URL(redirectedTo ?? silent.headers.get('location') ?? '').searchParams.get(
      'code',
    );
    expect(code).toBeTruthy();
    const exchanged = await fetch(`${server.origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code ?? '',
        redirect_uri: `${server.origin}/auth/renew`,
        client_id: 'account-centre',
        // RFC 7636's example pair: silentRenewUrl sends its challenge.
        code_verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      }).toString(),
    });
    expect(exchanged.status).toBe(200);
    const renewed = (await exchanged.json()) as TokenSet;
    expect(sessionOf(renewed)).toBe(sessionOf(tokens));
    expect((await setVerbalPassword(renewed, 'silent renew')).status).toBe(403);

    const refreshed = await refresh(server.origin, tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    expect((await setVerbalPassword(refreshed.body, 'refreshed token')).status).toBe(403);
  });

  it('counts a sign-in by a mailed link as a sign-in', async () => {
    const page = await openLoginPage(server.origin);
    const linkForm = new URL(
      formAction(page.html).replace(/\/login$/, '/sign-in-link'),
      server.origin,
    );
    await postForm(page.jar, linkForm.toString(), { email: 'sam@example.com' });
    const mail = listMail(server.db, 'sam@example.com')[0];
    const link = /(http\S+sign-in-link\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const opened = await request(page.jar, link);
    const { redirectedTo } = await follow(page.jar, server.origin, opened, page.redirectUri);
    const code = new URL(redirectedTo ?? server.origin).searchParams.get('code') ?? '';
    const exchanged = await fetch(`${server.origin}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: page.redirectUri,
        client_id: page.clientId,
        code_verifier: page.verifier,
      }).toString(),
    });
    expect(exchanged.status).toBe(200);
    const tokens = (await exchanged.json()) as TokenSet;
    expect((await setVerbalPassword(tokens, 'by mailed link')).status).toBe(204);
    age(tokens, OLD);
    expect((await setVerbalPassword(tokens, 'link long ago')).status).toBe(403);
  });

  it("does not count another session's sign-in or confirmation", async () => {
    const old = await signIn(server.origin, sam);
    age(old, OLD);
    const fresh = await signIn(server.origin, sam);
    expect(sessionOf(fresh)).not.toBe(sessionOf(old));
    expect(
      (await api(fresh, 'POST', '/account/recent-sign-in', { password: DEMO_PASSWORD })).status,
    ).toBe(200);
    expect((await setVerbalPassword(old, 'other session')).status).toBe(403);
    expect((await setVerbalPassword(fresh, 'this session')).status).toBe(204);
  });
});

describe('POST /api/account/recent-sign-in', () => {
  it('refuses a wrong password with 403 and keeps the guard shut', async () => {
    const tokens = await signIn(server.origin, sam);
    age(tokens, OLD);
    expect(
      await api(tokens, 'POST', '/account/recent-sign-in', { password: 'Wrong-pass-1' }),
    ).toEqual({
      status: 403,
      body: { message: 'Invalid current password.' },
    });
    expect(await api(tokens, 'POST', '/account/recent-sign-in', {})).toEqual({
      status: 400,
      body: { message: 'Enter your password.' },
    });
    expect((await setVerbalPassword(tokens, 'still shut')).status).toBe(403);
  });

  it('opens the guard for 5 minutes with the right password, then closes it again', async () => {
    const tokens = await signIn(server.origin, sam);
    age(tokens, OLD);
    const confirmed = await api(tokens, 'POST', '/account/recent-sign-in', {
      password: DEMO_PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    const until = Date.parse(String(confirmed.body.confirmedUntil));
    expect(Math.abs(until - (Date.now() + RECENT_SIGN_IN_WINDOW_MS))).toBeLessThan(5000);
    expect((await setVerbalPassword(tokens, 'confirmed now')).status).toBe(204);
    age(tokens, OLD);
    expect((await setVerbalPassword(tokens, 'confirmed long ago')).status).toBe(403);
  });

  it(`checks at most ${THROTTLE_RULES.accountAddressFree} of ${BURST} simultaneous wrong passwords; the rest wait (429)`, async () => {
    const own = await startTestServer();
    try {
      const tokens = await signIn(own.origin, {
        email: 'alex@example.com',
        password: DEMO_PASSWORD,
      });
      // The clock stopped (Date only) for the burst, as in concurrent-guesses.test.ts: on a busy
      // machine 40 requests can outlast the throttle's first delay, after which a guess may
      // rightly be checked; stopped, every guess is at one instant and the count is exact.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const statuses = await Promise.all(
        Array.from({ length: BURST }, async (_, i) => {
          const response = await fetch(`${own.origin}/api/account/recent-sign-in`, {
            method: 'POST',
            headers: { ...authHeaders(tokens), 'content-type': 'application/json' },
            body: JSON.stringify({ password: `guess-${i}` }),
          });
          return response.status;
        }),
      ).finally(() => vi.useRealTimers());
      expect({
        checked: statuses.filter((status) => status === 403).length,
        refused: statuses.filter((status) => status === 429).length,
      }).toEqual({
        checked: THROTTLE_RULES.accountAddressFree,
        refused: BURST - THROTTLE_RULES.accountAddressFree,
      });
      const failures = own.db
        .prepare(
          "SELECT COUNT(*) AS n FROM access_activity WHERE kind = 'current-password' AND success = 0",
        )
        .get() as { n: number };
      expect(failures.n).toBe(THROTTLE_RULES.accountAddressFree);
    } finally {
      await own.close();
      removeDataDir(own.dataDir);
    }
  });
});

describe('passkeys and the recent sign-in (issue 25)', () => {
  const alex = { email: 'alex@example.com', password: DEMO_PASSWORD };

  /** Adds a passkey for `tokens`' customer with a software authenticator; answers the POST. */
  async function addPasskey(tokens: TokenSet, authenticator: SoftwareAuthenticator) {
    const options = await api(tokens, 'POST', '/account/passkeys/options');
    if (options.status !== 200) return options;
    const rp = options.body.rp as { id: string };
    const response = authenticator.register({
      challenge: String(options.body.challenge),
      origin: server.origin,
      rpId: rp.id,
    });
    return api(tokens, 'POST', '/account/passkeys', { response, name: 'Test key' });
  }

  /** Confirms `tokens`' session with `authenticator`'s passkey, as "Use a passkey" does. */
  async function confirmWithPasskey(tokens: TokenSet, authenticator: SoftwareAuthenticator) {
    const options = await api(tokens, 'POST', '/account/recent-sign-in/passkey-options');
    expect(options.status).toBe(200);
    const response = authenticator.assert({
      challenge: String(options.body.challenge),
      origin: server.origin,
      rpId: String(options.body.rpId),
    });
    return {
      options,
      answer: await api(tokens, 'POST', '/account/recent-sign-in/passkey', { response }),
    };
  }

  it('guards adding, renaming and removing a passkey, and mails a notice for add and remove', async () => {
    const tokens = await signIn(server.origin, sam);
    const key = new SoftwareAuthenticator();
    const added = await addPasskey(tokens, key);
    expect(added.status).toBe(201);
    const id = encodeURIComponent(String(added.body.id));
    age(tokens, OLD);
    for (const [method, path, body] of [
      ['POST', '/account/passkeys/options'],
      ['PATCH', `/account/passkeys/${id}`, { name: 'Renamed' }],
      ['DELETE', `/account/passkeys/${id}`],
    ] as [string, string, unknown?][]) {
      const answer = await api(tokens, method, path, body);
      expect({ path, status: answer.status, code: answer.body.code }).toEqual({
        path,
        status: 403,
        code: 'recent_sign_in_required',
      });
    }
    expect(
      (await api(tokens, 'POST', '/account/recent-sign-in', { password: DEMO_PASSWORD })).status,
    ).toBe(200);
    expect((await api(tokens, 'DELETE', `/account/passkeys/${id}`)).status).toBe(204);
    const subjects = listMail(server.db, 'sam@example.com').map((mail) => mail.subject);
    expect(subjects).toContain(mail['notice.passkey-added.subject']);
    expect(subjects).toContain(mail['notice.passkey-removed.subject']);
  });

  it("opens the guard with one of the customer's own passkeys instead of the password", async () => {
    const tokens = await signIn(server.origin, alex);
    const key = new SoftwareAuthenticator();
    expect((await addPasskey(tokens, key)).status).toBe(201);
    age(tokens, OLD);
    expect(
      (
        await api(tokens, 'PUT', '/account/verbal-password', {
          verbalPassword: 'blue heron',
          currentPassword: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(403);
    const { options, answer } = await confirmWithPasskey(tokens, key);
    // Only this customer's passkeys are offered.
    expect(options.body.allowCredentials).toEqual([
      expect.objectContaining({ id: key.credentialId }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.confirmedUntil).toEqual(expect.any(String));
    expect(
      (
        await api(tokens, 'PUT', '/account/verbal-password', {
          verbalPassword: 'blue heron',
          currentPassword: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(204);
  });

  it("refuses another customer's passkey and keeps the guard shut", async () => {
    const samTokens = await signIn(server.origin, sam);
    const samsKey = new SoftwareAuthenticator();
    expect((await addPasskey(samTokens, samsKey)).status).toBe(201);
    const alexTokens = await signIn(server.origin, alex);
    age(alexTokens, OLD);
    const { answer } = await confirmWithPasskey(alexTokens, samsKey);
    expect(answer).toEqual({
      status: 403,
      body: { message: messages['recentSignIn.passkeyRefused'] },
    });
    expect((await api(alexTokens, 'POST', '/account/passkeys/options')).status).toBe(403);
  });
});

describe('hasRecentSignIn and markRecentSignIn', () => {
  it('honour the window and clock they are given, per session and customer', async () => {
    const tokens = await signIn(server.origin, sam);
    const sessionUid = sessionOf(tokens);
    const at = Date.now() + 60 * 60 * 1000;
    const session = { sessionUid, userId: SAM_ID };
    expect(hasRecentSignIn(server.db, session, { now: () => at })).toBe(false);
    markRecentSignIn(server.db, session, at);
    expect(hasRecentSignIn(server.db, session, { now: () => at + 1000 })).toBe(true);
    expect(hasRecentSignIn(server.db, session, { now: () => at + 1000, windowMs: 500 })).toBe(
      false,
    );
    expect(
      hasRecentSignIn(server.db, { sessionUid, userId: 'someone-else' }, { now: () => at }),
    ).toBe(false);
    expect(hasRecentSignIn(server.db, { sessionUid: undefined, userId: SAM_ID })).toBe(false);
  });
});
