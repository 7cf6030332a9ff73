// @vitest-environment node
// "Sign in with a passkey" through the provider's real sign-in page (issue 25), with a software
// authenticator: it signs the customer in without a password, skips the authenticator-code step
// (a passkey is multi-factor by itself), and a refusal keeps the typed email and offers the
// mailed sign-in link, the way back for a customer whose passkey is gone.
import { describe, expect, it } from 'vitest';
import { savePasskey } from '../passkeys/credentials.js';
import { signInWithPasskey } from '../test-support/passkey-sign-in.js';
import { follow, openLoginPage } from '../test-support/sign-in.js';
import { SoftwareAuthenticator } from '../test-support/software-authenticator.js';
import { withTestServer } from '../test-support/test-server.js';
import { findUserByEmail } from '../users.js';
import pages from './locales/en.json';

const running = withTestServer();

function samsPasskey() {
  const { db } = running.server;
  const authenticator = new SoftwareAuthenticator();
  savePasskey(db, findUserByEmail(db, 'sam@example.com')!.id, authenticator.credential(), 'Key');
  return authenticator;
}

describe('signing in with a passkey on the provider page', () => {
  it('offers the button (hidden until its script runs) and the email autofill', async () => {
    const { html } = await openLoginPage(running.server.origin);
    expect(html).toContain(`>${pages['passkey.button']}</button>`);
    expect(html).toContain('<section class="passkey" id="passkey" aria-label="Passkey" hidden>');
    expect(html).toContain('autocomplete="username webauthn"');
    expect(html).toContain('<script src="/server-assets/vendor/simplewebauthn-browser.js" defer>');
    expect(html).toContain('<script src="/server-assets/passkey-sign-in.js" defer>');
  });

  it('serves the browser library from this origin', async () => {
    const response = await fetch(
      `${running.server.origin}/server-assets/vendor/simplewebauthn-browser.js`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain('SimpleWebAuthnBrowser');
  });

  it('signs in without a password and skips the code step even with 2FA on', async () => {
    const { origin, db } = running.server;
    const authenticator = samsPasskey();
    db.prepare(
      "UPDATE users SET mfa_enabled = 1, mfa_secret = 'JBSWY3DPEHPK3PXP' WHERE email = ?",
    ).run('sam@example.com');
    try {
      const page = await openLoginPage(origin);
      const answer = await signInWithPasskey(page.jar, origin, page.html, authenticator);
      const { redirectedTo } = await follow(page.jar, origin, answer, page.redirectUri);
      expect(redirectedTo).toBeDefined();
      expect(new URL(redirectedTo!).searchParams.get('code')).toBeTruthy();
      const row = db
        .prepare(
          "SELECT success, mfa_used AS mfaUsed FROM access_activity WHERE kind = 'passkey' ORDER BY id DESC",
        )
        .get();
      expect(row).toEqual({ success: 1, mfaUsed: 1 });
    } finally {
      db.prepare('UPDATE users SET mfa_enabled = 0, mfa_secret = NULL WHERE email = ?').run(
        'sam@example.com',
      );
    }
  });

  it('refuses a passkey that is not stored, keeping the email and offering a sign-in link', async () => {
    const { origin } = running.server;
    const page = await openLoginPage(origin);
    const answer = await signInWithPasskey(
      page.jar,
      origin,
      page.html,
      new SoftwareAuthenticator(),
      {},
      'sam@example.com',
    );
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(pages['passkey.refused']);
    expect(html).toContain('value="sam@example.com"');
    expect(html).toContain(pages['link.button']);
  });

  it('says the request expired when the challenge is not one this sign-in was given', async () => {
    const { origin } = running.server;
    const authenticator = samsPasskey();
    const page = await openLoginPage(origin);
    const wrongChallenge = Buffer.from('never issued').toString('base64url');
    const answer = await signInWithPasskey(page.jar, origin, page.html, authenticator, {
      challenge: wrongChallenge,
    });
    expect(await answer.text()).toContain(pages['passkey.expired']);
  });
});
