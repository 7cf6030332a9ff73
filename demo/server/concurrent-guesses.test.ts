// @vitest-environment node
// Issue 23, findings 1, 2, 7 and the forgot-password throttle: bursts of concurrent guesses
// (Promise.all) against every guessable secret check no more than the throttle's budget, because
// the attempt is counted before the secret is checked (attempts.ts). Each test has its own
// server (fresh database); callers' addresses are played with X-Forwarded-For.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordSignIn } from './access-activity.js';
import { EMAIL_CODE_WRONG_PER_HOUR } from './mail/email-change.js';
import { MAIL_REQUESTS_PER_HOUR } from './mail/mail-requests.js';
import { listMail } from './mail/outbox.js';
import { codeAtStep, currentCode } from './mfa.js';
import pageText from './oidc/locales/en.json';
import { savePasskey } from './passkeys/credentials.js';
import { signInWithPasskey } from './test-support/passkey-sign-in.js';
import { SoftwareAuthenticator } from './test-support/software-authenticator.js';
import { findUserByEmail } from './users.js';
import {
  authHeaders,
  follow,
  formAction,
  openLoginPage,
  postForm,
  request,
  signIn,
  type TokenSet,
} from './test-support/sign-in.js';
import { removeDataDir, startTestServer, type TestServer } from './test-support/test-server.js';
import { THROTTLE_RULES } from './throttle.js';

// Dozens of real sign-ins (scrypt each) per test: generous on a shared, busy machine.
vi.setConfig({ testTimeout: 90_000 });

const PASSWORD = 'Demo-pass-1';
const BURST = 40;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
let server: TestServer | undefined;

async function start(): Promise<TestServer> {
  server = await startTestServer({ trustProxy: true });
  return server;
}

afterEach(async () => {
  if (!server) return;
  await server.close();
  removeDataDir(server.dataDir);
  server = undefined;
});

function api(
  s: TestServer,
  tokens: TokenSet,
  method: string,
  path: string,
  ip: string,
  body?: unknown,
) {
  return fetch(`${s.origin}/api${path}`, {
    method,
    headers: { ...authHeaders(tokens), 'content-type': 'application/json', ...from(ip) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * `count` calls of `guess` at once, with the clock stopped (only `Date`; timers and I/O run): on
 * a busy machine a burst of 40 can take longer than the throttle's first delay (1 s), and a
 * guess sent after a delay has passed may rightly be checked. Stopped, the burst is what it
 * models, every guess at one instant, so the count is exact. The race under test (count read
 * before any check is recorded) does not depend on the clock.
 */
async function burstOf<T>(count: number, guess: (i: number) => Promise<T>): Promise<T[]> {
  return atOneInstant(() => Promise.all(Array.from({ length: count }, (_, i) => guess(i))));
}

/** Runs `steps` with `Date` stopped (see {@link burstOf}); nested calls share the one instant. */
async function atOneInstant<T>(steps: () => Promise<T>): Promise<T> {
  if (vi.isFakeTimers()) return steps();
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    return await steps();
  } finally {
    vi.useRealTimers();
  }
}

/** How many answers of a burst were checked (`checked`) and refused by the throttle (429). */
function tally(statuses: number[], checked: (status: number) => boolean) {
  return {
    checked: statuses.filter(checked).length,
    refused: statuses.filter((status) => status === 429).length,
  };
}

async function turnOnMfa(s: TestServer, tokens: TokenSet, ip: string) {
  const created = (await (await api(s, tokens, 'POST', '/platform/mfa/account', ip)).json()) as {
    accountUrl: string;
  };
  const secret = new URL(created.accountUrl).searchParams.get('secret') ?? '';
  const enabled = await api(s, tokens, 'POST', '/platform/mfa/enable', ip, {
    code: currentCode(secret),
    currentPassword: PASSWORD,
  });
  expect(enabled.status).toBe(200);
  return secret;
}

/** The password step from `ip`; resolves to the code-step page's action URL. */
async function reachCodeStep(s: TestServer, email: string, ip: string) {
  const page = await openLoginPage(s.origin, { headers: from(ip) });
  const response = await postForm(page.jar, new URL(formAction(page.html), s.origin).toString(), {
    email,
    password: PASSWORD,
  });
  const html = await response.text();
  expect(html).toContain('Two-factor authentication');
  return { jar: page.jar, action: new URL(formAction(html), s.origin).toString() };
}

function wrongCodeFor(secret: string, offset: number): string {
  const near = [codeAtStep(secret, -1), currentCode(secret), codeAtStep(secret, 1)];
  let guess = offset;
  while (near.includes(String(guess).padStart(6, '0'))) guess++;
  return String(guess).padStart(6, '0');
}

describe('concurrent guesses are counted before they are checked', () => {
  it(`checks at most ${THROTTLE_RULES.accountAddressFree} of ${BURST} simultaneous wrong passwords on the sign-in page`, async () => {
    const s = await start();
    const pages = await Promise.all(
      Array.from({ length: BURST }, () => openLoginPage(s.origin, { headers: from('10.23.1.1') })),
    );
    const answers = await burstOf(BURST, async (i) => {
      const page = pages[i]!;
      const response = await postForm(
        page.jar,
        new URL(formAction(page.html), s.origin).toString(),
        { email: 'sam@example.com', password: `guess-${i}` },
      );
      return { status: response.status, html: await response.text() };
    });
    const checked = answers.filter((answer) =>
      answer.html.includes(pageText['login.incorrect']),
    ).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    expect({ checked, refused }).toEqual({
      checked: THROTTLE_RULES.accountAddressFree,
      refused: BURST - THROTTLE_RULES.accountAddressFree,
    });
  });

  it(`checks at most ${THROTTLE_RULES.accountAddressFree} of ${BURST} simultaneous wrong current passwords on the API`, async () => {
    const s = await start();
    const tokens = await signIn(s.origin, {
      email: 'alex@example.com',
      password: PASSWORD,
      headers: from('10.23.2.1'),
    });
    const statuses = await burstOf(BURST, async (i) => {
      const response = await api(s, tokens, 'PUT', '/platform/password', '10.23.2.1', {
        currentPassword: `guess-${i}`,
        newPassword: 'New-pass-123',
      });
      return response.status;
    });
    expect(tally(statuses, (status) => status === 403)).toEqual({
      checked: THROTTLE_RULES.accountAddressFree,
      refused: BURST - THROTTLE_RULES.accountAddressFree,
    });
    const recorded = s.db
      .prepare(
        "SELECT COUNT(*) AS n FROM access_activity WHERE kind = 'current-password' AND success = 0",
      )
      .get() as { n: number };
    expect(recorded.n).toBe(THROTTLE_RULES.accountAddressFree);
  });

  for (const kind of ['authenticator', 'recovery'] as const) {
    it(`checks at most ${THROTTLE_RULES.accountAddressFree} of ${BURST} simultaneous wrong ${kind} codes at the code step`, async () => {
      const s = await start();
      const tokens = await signIn(s.origin, {
        email: 'sam@example.com',
        password: PASSWORD,
        headers: from('10.23.3.1'),
      });
      const secret = await turnOnMfa(s, tokens, '10.23.3.1');
      const step = await reachCodeStep(s, 'sam@example.com', '10.23.3.2');
      const answers = await burstOf(BURST, async (i) => {
        const code = kind === 'authenticator' ? wrongCodeFor(secret, i) : `zzzzz-zz${i % 10}zz`;
        const response = await postForm(step.jar, step.action, { code });
        return { status: response.status, html: await response.text() };
      });
      const checked = answers.filter(
        (answer) =>
          answer.html.includes(pageText['mfa.wrong']) ||
          answer.html.includes(pageText['mfa.tooMany']),
      ).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(THROTTLE_RULES.accountAddressFree);
      const recorded = s.db
        .prepare(
          "SELECT COUNT(*) AS n FROM access_activity WHERE ip = '10.23.3.2' AND success = 0 AND mfa_used = 1",
        )
        .get() as { n: number };
      expect(recorded.n).toBe(checked);
    });
  }

  /** Sam changes the email from `home`; returns the code mailed and a burst of guesses. */
  async function emailChange(s: TestServer, home: string) {
    const tokens = await signIn(s.origin, {
      email: 'sam@example.com',
      password: PASSWORD,
      headers: from(home),
    });
    const changed = await api(s, tokens, 'PUT', '/account/user-info', home, {
      newEmailAddress: 'sam.new@example.com',
      phoneNumber: '3855550199',
      currentPassword: PASSWORD,
    });
    expect(changed.status).toBe(204);
    const codes = () =>
      listMail(s.db, 'sam.new@example.com').map((mail) => /\b(\d{6})\b/.exec(mail.body)?.[1]);
    const burst = (ip: string) =>
      burstOf(BURST, async (i) => {
        let guess = String(i).padStart(6, '0');
        if (codes().includes(guess)) guess = '999999';
        return (await api(s, tokens, 'POST', '/account/email-confirmation', ip, { code: guess }))
          .status;
      });
    const resend = (ip: string) => api(s, tokens, 'POST', '/account/email-confirmation/resend', ip);
    return { burst, resend };
  }
  // 400: the code was checked and wrong (410 would be a code used up without being checked).
  const checkedWrong = (status: number) => status === 400;

  it(`checks at most ${THROTTLE_RULES.accountAddressFree} of two bursts of ${BURST} wrong email codes with a resend between: a new code is no new budget`, async () => {
    const s = await start();
    const { burst, resend } = await emailChange(s, '10.23.4.1');
    // One instant: the resend comes while the throttle's first delay still runs.
    const { first, resent, second } = await atOneInstant(async () => ({
      first: await burst('10.23.4.1'),
      resent: await resend('10.23.4.1'),
      second: await burst('10.23.4.1'),
    }));
    expect(tally([...first, ...second], checkedWrong).checked).toBe(
      THROTTLE_RULES.accountAddressFree,
    );
    // The resend waits with the guesses.
    expect(resent.status).toBe(429);
    expect(((await resent.json()) as { message: string }).message).toMatch(
      /^Too many incorrect attempts\. For your security, please wait \d+ seconds? and try again\.$/,
    );
  });

  it(`checks at most ${EMAIL_CODE_WRONG_PER_HOUR} wrong email codes per account an hour, across resends and addresses`, async () => {
    const s = await start();
    const { burst, resend } = await emailChange(s, '10.23.4.11');
    // The account signs in (as its new address) from two more networks, so neither is a
    // stranger's address to the throttle: only the per-account budget is left to stop guesses.
    for (const ip of ['10.23.4.12', '10.23.4.13']) {
      await signIn(s.origin, {
        email: 'sam.new@example.com',
        password: PASSWORD,
        headers: from(ip),
      });
    }
    const rounds = [await burst('10.23.4.11')];
    for (const ip of ['10.23.4.12', '10.23.4.13']) {
      expect((await resend(ip)).status).toBe(202);
      rounds.push(await burst(ip));
    }
    expect(tally(rounds.flat(), checkedWrong)).toEqual({
      checked: EMAIL_CODE_WRONG_PER_HOUR,
      refused: 3 * BURST - EMAIL_CODE_WRONG_PER_HOUR,
    });
  });

  it(`sends at most ${MAIL_REQUESTS_PER_HOUR} new email codes an hour, ${BURST} asked for at once`, async () => {
    const s = await start();
    const tokens = await signIn(s.origin, {
      email: 'sam@example.com',
      password: PASSWORD,
      headers: from('10.23.5.1'),
    });
    await api(s, tokens, 'PUT', '/account/user-info', '10.23.5.1', {
      newEmailAddress: 'sam.new@example.com',
      phoneNumber: '3855550199',
      currentPassword: PASSWORD,
    });
    const answers = await Promise.all(
      Array.from({ length: BURST }, async () => {
        const response = await api(
          s,
          tokens,
          'POST',
          '/account/email-confirmation/resend',
          '10.23.5.1',
        );
        return { status: response.status, body: (await response.json()) as { message?: string } };
      }),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(MAIL_REQUESTS_PER_HOUR);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(BURST - MAIL_REQUESTS_PER_HOUR);
    expect(refused[0]?.body.message).toMatch(
      /^You can ask for a new code 3 times an hour\. Please wait \d+ minutes and try again\.$/,
    );
    // The first code (from the change) plus the three resends; the change's security notice
    // (issue 25) goes to the new address too, and is no code.
    const codes = listMail(s.db, 'sam.new@example.com').filter(
      (mail) => mail.subject === 'Confirm your new email address',
    );
    expect(codes).toHaveLength(1 + MAIL_REQUESTS_PER_HOUR);
  });

  it(`checks at most ${THROTTLE_RULES.addressFree} of ${BURST} simultaneous made-up reset tokens from one address`, async () => {
    const s = await start();
    const statuses = await burstOf(BURST, async (i) => {
      const response = await fetch(`${s.origin}/oidc/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from('10.23.6.1') },
        body: new URLSearchParams({
          token: `made-up-token-number-${i}-xxxxxxxxxxxx`,
          password: 'Reset-pass-7',
          confirm: 'Reset-pass-7',
        }).toString(),
      });
      return response.status;
    });
    expect(tally(statuses, (status) => status === 400)).toEqual({
      checked: THROTTLE_RULES.addressFree,
      refused: BURST - THROTTLE_RULES.addressFree,
    });
  });

  it(`accepts at most ${THROTTLE_RULES.addressFree} of 60 simultaneous "Forgot password?" requests from one address`, async () => {
    const s = await start();
    const page = await openLoginPage(s.origin, { headers: from('10.23.7.1') });
    const forgot = new URL(
      `${formAction(page.html).replace(/\/login$/, '')}/forgot`,
      s.origin,
    ).toString();
    const answers = await burstOf(60, async (i) => {
      const response = await postForm(page.jar, forgot, { email: `someone-${i}@example.com` });
      return { status: response.status, html: await response.text() };
    });
    expect(answers.filter((answer) => answer.html.includes(pageText['reset.sent']))).toHaveLength(
      THROTTLE_RULES.addressFree,
    );
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(
      60 - THROTTLE_RULES.addressFree,
    );
  });
});

describe("a stranger's guesses do not lock the owner out on a new device (finding 7)", () => {
  it('the owner asks for a sign-in link by mail and is signed in from the new address at once', async () => {
    const s = await start();
    // A stranger has guessed 25 times in the last minute, from 25 addresses (recorded as the
    // sign-in page records them: the throttle lets so many through only over a quarter hour).
    const sam = s.db.prepare("SELECT id FROM users WHERE email = 'sam@example.com'").get() as {
      id: string;
    };
    for (let i = 0; i < 25; i++) {
      recordSignIn(s.db, {
        userId: sam.id,
        email: 'sam@example.com',
        ip: `10.23.8.${i}`,
        userAgent: undefined,
        success: false,
        mfaUsed: false,
        at: new Date(Date.now() - 60_000 + i * 1000),
      });
    }
    // The owner, on a new network, with the right password: made to wait, offered a link.
    const owner = await openLoginPage(s.origin, { headers: from('10.23.9.1') });
    const waited = await postForm(owner.jar, new URL(formAction(owner.html), s.origin).toString(), {
      email: 'sam@example.com',
      password: PASSWORD,
    });
    expect(waited.status).toBe(429);
    const offer = await waited.text();
    expect(offer).toContain(pageText['link.offer']);
    const linkForm = /<form[^>]*action="([^"]+\/sign-in-link)"/.exec(offer)?.[1] ?? '';
    const asked = await postForm(owner.jar, new URL(linkForm, s.origin).toString(), {
      email: 'sam@example.com',
    });
    expect(await asked.text()).toContain(pageText['link.sent']);
    const mail = listMail(s.db, 'sam@example.com')[0];
    expect(mail?.subject).toBe('Your Smart Home Security sign-in link');
    const link = /(http\S+sign-in-link\?token=\S+)/.exec(mail?.body ?? '')?.[1] ?? '';

    // Opened in another browser (no interaction cookie): refused, and the link is not used up.
    const elsewhere = await fetch(link, { headers: from('10.23.9.1'), redirect: 'manual' });
    expect(elsewhere.status).toBe(400);

    // Opened in the owner's browser: signed in, back at the client with a code.
    const opened = await request(owner.jar, link);
    const { redirectedTo } = await follow(owner.jar, s.origin, opened, owner.redirectUri);
    expect(new URL(redirectedTo ?? s.origin).searchParams.get('code')).toBeTruthy();
    // The link works once.
    expect((await request(owner.jar, link)).status).toBe(400);
    // And the owner's password works from that address now, the stranger still waits elsewhere.
    const again = await signIn(s.origin, {
      email: 'sam@example.com',
      password: PASSWORD,
      headers: from('10.23.9.1'),
    });
    expect(again.access_token).toBeTruthy();
    const stranger = await openLoginPage(s.origin, { headers: from('10.23.8.200') });
    const strangerTry = await postForm(
      stranger.jar,
      new URL(formAction(stranger.html), s.origin).toString(),
      { email: 'sam@example.com', password: PASSWORD },
    );
    expect(strangerTry.status).toBe(429);
  });
});

describe('concurrent passkey sign-ins are counted before they are checked (issue 25)', () => {
  it(`checks at most ${THROTTLE_RULES.accountAddressFree} of ${BURST} simultaneous forged passkey assertions`, async () => {
    const s = await start();
    const authenticator = new SoftwareAuthenticator();
    const sam = findUserByEmail(s.db, 'sam@example.com')!;
    savePasskey(s.db, sam.id, authenticator.credential(), 'Phone');
    const pages = await Promise.all(
      Array.from({ length: BURST }, () => openLoginPage(s.origin, { headers: from('10.23.9.1') })),
    );
    const answers = await burstOf(BURST, async (i) => {
      const page = pages[i]!;
      const response = await signInWithPasskey(page.jar, s.origin, page.html, authenticator, {
        forgeSignature: true,
      });
      return { status: response.status, html: await response.text() };
    });
    const checked = answers.filter((answer) =>
      answer.html.includes(pageText['passkey.refused']),
    ).length;
    const refused = answers.filter((answer) => answer.status === 429).length;
    expect({ checked, refused }).toEqual({
      checked: THROTTLE_RULES.accountAddressFree,
      refused: BURST - THROTTLE_RULES.accountAddressFree,
    });
    const recorded = s.db
      .prepare("SELECT COUNT(*) AS n FROM access_activity WHERE kind = 'passkey' AND success = 0")
      .get() as { n: number };
    expect(recorded.n).toBe(THROTTLE_RULES.accountAddressFree);
  });
});
