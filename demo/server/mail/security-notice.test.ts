// @vitest-environment node
// Security notices (issue 25): each kind's mail says what happened, when (Denver time, zone
// named), from which device and what to do if it was not the customer; the API's security
// changes and a sign-in from a new device send them, and Access Activity lists the changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { DEMO_PASSWORD, ensureSeeded } from '../db/seed.js';
import { codeAtStep } from '../mfa.js';
import { authHeaders, signIn, type TokenSet } from '../test-support/sign-in.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';
import { listMail } from './outbox.js';
import mailText from './locales/en.json';
import { securityNoticeText, sendSecurityNotice } from './security-notice.js';
import type { SecurityNoticeKind } from '../../../src/contracts/profile.js';

const SAM_ID = '65c3d4e5f60718293a4b5c6d';
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
// 2026-01-15 21:30 UTC is 2:30 PM MST in Denver.
const AT = new Date('2026-01-15T21:30:00.000Z');

const HAPPENED: Record<SecurityNoticeKind, string> = {
  'passkey-added': 'A new passkey was added to your account. It can now be used to sign in.',
  'passkey-removed':
    'A passkey was removed from your account. It can no longer be used to sign in.',
  'password-changed': 'The password of your account was changed. Other devices were signed out.',
  'email-changed':
    'The email address of your account was changed from sam.old@example.com to sam@example.com.',
  'mfa-enabled':
    'Two-factor authentication was turned on: signing in now also asks for a code from an authenticator app.',
  'mfa-disabled':
    'Two-factor authentication was turned off: signing in now asks only for your password.',
  'recovery-codes-regenerated':
    'New two-factor recovery codes were made for your account. The old codes no longer work.',
  'new-device-sign-in':
    'Your account was signed in to from a browser and device it had not used before.',
};

describe('sendSecurityNotice', () => {
  for (const kind of Object.keys(HAPPENED) as SecurityNoticeKind[]) {
    it(`mails the ${kind} notice: what, when in Denver, which device, what if not you`, () => {
      const db = openDatabase(':memory:');
      ensureSeeded(db, false);
      sendSecurityNotice(db, {
        kind,
        userId: SAM_ID,
        at: AT,
        device: { userAgent: FIREFOX_MAC, ip: '203.0.113.9' },
        ...(kind === 'email-changed' ? { previousEmail: 'sam.old@example.com' } : {}),
      });
      const [mail] = listMail(db, 'sam@example.com');
      expect(mail?.subject).toBe(securityNoticeText(kind, 'en').subject);
      expect(mail?.body).toBe(
        [
          'Hello Sam,',
          '',
          HAPPENED[kind],
          '',
          'When: Thursday, January 15, 2026 at 2:30 PM MST, Mountain Time (America/Denver)',
          'Device: Firefox 128 on macOS 14',
          'IP address: 203.0.113.9',
          '',
          'If this was you, there is nothing more to do.',
          securityNoticeText(kind, 'en').notYou,
        ].join('\n'),
      );
      expect(securityNoticeText(kind, 'en').notYou).toMatch(/^If this was not you, /);
      const events = db
        .prepare('SELECT kind, browser, os, ip, occurred_at AS at FROM security_events')
        .all();
      // A new device's sign-in is already in Access Activity; every change gets an entry.
      expect(events).toEqual(
        kind === 'new-device-sign-in'
          ? []
          : [
              {
                kind,
                browser: 'Firefox 128',
                os: 'macOS 14',
                ip: '203.0.113.9',
                at: AT.toISOString(),
              },
            ],
      );
      // An email change is told to the old address as well.
      expect(listMail(db, 'sam.old@example.com')).toHaveLength(kind === 'email-changed' ? 1 : 0);
      db.close();
    });
  }
});

describe('the changes that send notices', () => {
  let server: TestServer;
  let sam: TokenSet;

  beforeAll(async () => {
    server = await startTestServer();
    sam = await signIn(server.origin, {
      email: 'sam@example.com',
      password: DEMO_PASSWORD,
      headers: { 'user-agent': CHROME_LINUX },
    });
  });

  afterAll(async () => {
    await server.close();
    removeDataDir(server.dataDir);
  });

  async function api(method: string, path: string, body?: unknown) {
    const response = await fetch(`${server.origin}/api${path}`, {
      method,
      headers: {
        ...authHeaders(sam),
        'content-type': 'application/json',
        'user-agent': CHROME_LINUX,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  const subjects = (to: string) => listMail(server.db, to).map((mail) => mail.subject);

  it('password change, 2FA on, new recovery codes, 2FA off, email change', async () => {
    expect(
      (
        await api('PUT', '/platform/password', {
          currentPassword: DEMO_PASSWORD,
          newPassword: 'Changed-pass-5',
        })
      ).status,
    ).toBe(204);
    expect(subjects('sam@example.com')[0]).toBe('Your Smart Home Security password was changed');

    const created = await api('POST', '/platform/mfa/account');
    const secret = new URL(String(created.body.accountUrl)).searchParams.get('secret') ?? '';
    // Setting up alone changes nothing yet: no notice.
    expect(subjects('sam@example.com')).toHaveLength(1);
    const enabled = await api('POST', '/platform/mfa/enable', {
      code: codeAtStep(secret, 0),
      currentPassword: 'Changed-pass-5',
    });
    expect(enabled.status).toBe(200);
    expect(subjects('sam@example.com')[0]).toBe(mailText['notice.mfa-enabled.subject']);

    expect(
      (await api('POST', '/platform/mfa/recovery-codes', { currentPassword: 'Changed-pass-5' }))
        .status,
    ).toBe(201);
    expect(subjects('sam@example.com')[0]).toBe(
      mailText['notice.recovery-codes-regenerated.subject'],
    );

    expect(
      (await api('POST', '/platform/mfa/disable', { currentPassword: 'Changed-pass-5' })).status,
    ).toBe(200);
    expect(subjects('sam@example.com')[0]).toBe(mailText['notice.mfa-disabled.subject']);

    expect(
      (
        await api('PUT', '/account/user-info', {
          newEmailAddress: 'sam.moved@example.com',
          phoneNumber: '3855550199',
          currentPassword: 'Changed-pass-5',
        })
      ).status,
    ).toBe(204);
    const changed = mailText['notice.email-changed.subject'];
    expect(subjects('sam@example.com')[0]).toBe(changed);
    expect(subjects('sam.moved@example.com')).toEqual(['Confirm your new email address', changed]);
    expect(listMail(server.db, 'sam@example.com')[0]?.body).toContain(
      'The email address of your account was changed from sam@example.com to sam.moved@example.com.',
    );
  });

  it('Access Activity lists the changes beside the sign-ins, newest first', async () => {
    const activity = await api('GET', '/account/access-activity?page=1&pageSize=10');
    const items = activity.body.items as { kind: string; success: boolean; browser: string }[];
    expect(items.slice(0, 5).map((item) => item.kind)).toEqual([
      'email-changed',
      'mfa-disabled',
      'recovery-codes-regenerated',
      'mfa-enabled',
      'password-changed',
    ]);
    expect(items[0]).toMatchObject({ success: true, browser: 'Chrome 131' });
    expect(items.at(-1)).toMatchObject({ kind: 'password', success: true });
    expect(activity.body.total).toBe(6);
  });

  it('a sign-in from a browser and OS the account has not used mails a new-device notice', async () => {
    const newDevice = mailText['notice.new-device-sign-in.subject'];
    await signIn(server.origin, {
      email: 'sam.moved@example.com',
      password: 'Changed-pass-5',
      headers: { 'user-agent': CHROME_LINUX },
    });
    expect(subjects('sam.moved@example.com')).not.toContain(newDevice);
    await signIn(server.origin, {
      email: 'sam.moved@example.com',
      password: 'Changed-pass-5',
      headers: { 'user-agent': FIREFOX_MAC, 'x-forwarded-for': '203.0.113.7' },
    });
    const [mail] = listMail(server.db, 'sam.moved@example.com');
    expect(mail?.subject).toBe(newDevice);
    expect(mail?.body).toContain('Device: Firefox 128 on macOS 14');
    // A newer version of the same browser is not a new device.
    await signIn(server.origin, {
      email: 'sam.moved@example.com',
      password: 'Changed-pass-5',
      headers: { 'user-agent': FIREFOX_MAC.replaceAll('128.0', '129.0') },
    });
    expect(subjects('sam.moved@example.com').filter((s) => s === newDevice)).toHaveLength(1);
  });

  it("an account's very first sign-in is no news: no notice", async () => {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    const { recordSignIn, isNewDeviceSignIn } = await import('../access-activity.js');
    const first = recordSignIn(db, {
      userId: SAM_ID,
      email: 'sam@example.com',
      ip: '::1',
      userAgent: FIREFOX_MAC,
      success: true,
      mfaUsed: false,
    });
    expect(isNewDeviceSignIn(db, SAM_ID, first)).toBe(false);
    const second = recordSignIn(db, {
      userId: SAM_ID,
      email: 'sam@example.com',
      ip: '::1',
      userAgent: CHROME_LINUX,
      success: true,
      mfaUsed: false,
    });
    expect(isNewDeviceSignIn(db, SAM_ID, second)).toBe(true);
    db.close();
  });

  it('a password reset mails the password-changed notice', async () => {
    const before = listMail(server.db, 'sam.moved@example.com').length;
    const { requestPasswordReset } = await import('./password-reset.js');
    requestPasswordReset(server.db, server.origin, 'sam.moved@example.com', 'en');
    const [resetMail] = listMail(server.db, 'sam.moved@example.com');
    const link = /(http\S+password-reset\?token=\S+)/.exec(resetMail?.body ?? '')?.[1] ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    const response = await fetch(new URL(new URL(link).pathname, server.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': FIREFOX_MAC },
      body: new URLSearchParams({
        token,
        password: 'After-reset-8',
        confirm: 'After-reset-8',
      }).toString(),
    });
    expect(response.status).toBe(200);
    const mails = listMail(server.db, 'sam.moved@example.com');
    expect(mails).toHaveLength(before + 2);
    expect(mails[0]?.subject).toBe('Your Smart Home Security password was changed');
    expect(mails[0]?.body).toContain('Device: Firefox 128 on macOS 14');
  });
});

describe("security notices in the customer's language (issue 28)", () => {
  function mailedTo(setup: (db: ReturnType<typeof openDatabase>) => void) {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    setup(db);
    const [mail] = listMail(db, 'sam@example.com');
    db.close();
    return mail;
  }

  it('writes every line in Spanish when Sam chose Spanish, the Denver time in Spanish with the zone named', () => {
    const mail = mailedTo((db) => {
      db.prepare("UPDATE users SET language = 'es' WHERE id = ?").run(SAM_ID);
      sendSecurityNotice(db, {
        kind: 'mfa-enabled',
        userId: SAM_ID,
        at: AT,
        device: { userAgent: FIREFOX_MAC, ip: '203.0.113.9', locale: 'en' },
      });
    });
    expect(mail?.subject).toBe(
      'La autenticación de dos factores está activada en su cuenta de Smart Home Security',
    );
    const lines = mail?.body.split('\n') ?? [];
    expect(lines.slice(0, 7)).toEqual([
      'Hola, Sam:',
      '',
      'Se activó la autenticación de dos factores: ahora, para iniciar sesión, también se pide un código de una aplicación de autenticación.',
      '',
      'Cuándo: jueves, 15 de enero de 2026, 2:30 p.m. MST, hora de la montaña (America/Denver)',
      'Dispositivo: Firefox 128 en macOS 14',
      'Dirección IP: 203.0.113.9',
    ]);
    expect(lines[8]).toBe('Si fue usted, no tiene que hacer nada más.');
    expect(lines[9]).toMatch(
      /^Si no fue usted, cambie su contraseña ahora .* Quien la haya activado/,
    );
    expect(securityNoticeText('mfa-enabled', 'es').notYou).toBe(lines[9]);
  });

  it("follows the request's language when the customer chose none, and the saved one over it", () => {
    const unsaved = mailedTo((db) =>
      sendSecurityNotice(db, {
        kind: 'passkey-removed',
        userId: SAM_ID,
        device: { userAgent: undefined, ip: undefined, locale: 'es' },
      }),
    );
    expect(unsaved?.subject).toBe(
      'Se quitó una llave de acceso de su cuenta de Smart Home Security',
    );
    expect(unsaved?.body).toContain(
      'Dispositivo: Desconocido en Desconocido\nDirección IP: Desconocida',
    );
    const saved = mailedTo((db) => {
      db.prepare("UPDATE users SET language = 'en' WHERE id = ?").run(SAM_ID);
      sendSecurityNotice(db, {
        kind: 'passkey-removed',
        userId: SAM_ID,
        device: { userAgent: undefined, ip: undefined, locale: 'es' },
      });
    });
    expect(saved?.subject).toBe(mailText['notice.passkey-removed.subject']);
  });

  it('tells an email change in Spanish at both addresses', () => {
    const db = openDatabase(':memory:');
    ensureSeeded(db, false);
    db.prepare("UPDATE users SET language = 'es' WHERE id = ?").run(SAM_ID);
    sendSecurityNotice(db, {
      kind: 'email-changed',
      userId: SAM_ID,
      at: AT,
      device: { userAgent: FIREFOX_MAC, ip: '203.0.113.9' },
      previousEmail: 'sam.old@example.com',
    });
    for (const to of ['sam@example.com', 'sam.old@example.com']) {
      const [mail] = listMail(db, to);
      expect(mail?.subject).toBe(
        'Se cambió el correo electrónico de su cuenta de Smart Home Security',
      );
      expect(mail?.body).toContain(
        'El correo electrónico de su cuenta se cambió de sam.old@example.com a sam@example.com.',
      );
    }
    db.close();
  });
});
