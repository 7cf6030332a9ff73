// @vitest-environment node
// The customer's language, remembered (issue 28): PUT /api/account/language, user-info's
// `language`, the mail it words, and the identity API's messages in the request's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, signIn, type TokenSet } from '../test-support/sign-in.js';
import { listMail } from '../mail/outbox.js';
import { removeDataDir, startTestServer, type TestServer } from '../test-support/test-server.js';

let server: TestServer;
let sam: TokenSet;
const SAM_ID = '65c3d4e5f60718293a4b5c6d';

beforeAll(async () => {
  server = await startTestServer();
  sam = await signIn(server.origin, { email: 'sam@example.com', password: 'Demo-pass-1' });
});

afterAll(async () => {
  await server.close();
  removeDataDir(server.dataDir);
});

function call(path: string, init: { method?: string; body?: unknown; headers?: object } = {}) {
  return fetch(`${server.origin}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...authHeaders(sam), 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

const putLanguage = (language: unknown, headers: object = {}) =>
  call('/account/language', { method: 'PUT', body: { language }, headers });

const saved = () =>
  (
    server.db.prepare('SELECT language FROM users WHERE id = ?').get(SAM_ID) as {
      language: string | null;
    }
  ).language;

describe('PUT /api/account/language', () => {
  it('leaves language out of user-info until the customer chooses one', async () => {
    const info = await (await call('/account/user-info')).json();
    expect(info).not.toHaveProperty('language');
    expect(saved()).toBeNull();
  });

  it('remembers the choice, answers it, and user-info returns it', async () => {
    const response = await putLanguage('es');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: 'es' });
    expect(saved()).toBe('es');
    expect(await (await call('/account/user-info')).json()).toMatchObject({ language: 'es' });
    expect(await (await putLanguage('en')).json()).toEqual({ language: 'en' });
    expect(await (await call('/account/user-info')).json()).toMatchObject({ language: 'en' });
  });

  it('refuses anything else with a 400 in the request language, changing nothing', async () => {
    for (const language of ['fr', 'ES', 'es-US', '', null, 1, undefined]) {
      const response = await putLanguage(language);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'language must be "en" (English) or "es" (Español).',
      });
    }
    const spanish = await putLanguage('de', { 'accept-language': 'es-US,es;q=0.9' });
    expect(await spanish.json()).toEqual({
      message: 'language debe ser "en" (English) o "es" (Español).',
    });
    expect(saved()).toBe('en');
  });

  it('is for signed-in customers only', async () => {
    const response = await fetch(`${server.origin}/api/account/language`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'es' }),
    });
    expect(response.status).toBe(401);
    expect(saved()).toBe('en');
  });

  it('leaves one consistent value after 40 concurrent choices', async () => {
    const choices = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'es' : 'en'));
    const answers = await Promise.all(
      choices.map(async (language) => {
        const response = await putLanguage(language);
        return { status: response.status, body: await response.json() };
      }),
    );
    answers.forEach((answer, i) => {
      expect(answer).toEqual({ status: 200, body: { language: choices[i] } });
    });
    const info = (await (await call('/account/user-info')).json()) as { language: string };
    expect(['en', 'es']).toContain(info.language);
    expect(saved()).toBe(info.language);
  });
});

describe("the customer's language at work", () => {
  it('words the email code in the saved language, whatever the request says', async () => {
    await putLanguage('es');
    const response = await call('/account/user-info', {
      method: 'PUT',
      body: {
        newEmailAddress: 'sam.es@example.com',
        phoneNumber: '3855550199',
        currentPassword: 'Demo-pass-1',
      },
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(204);
    const [code, notice] = listMail(server.db, 'sam.es@example.com');
    expect(code?.subject).toBe('Confirme su nuevo correo electrónico');
    expect(code?.body).toMatch(/^Su código de confirmación de Smart Home Security es \d{6}\./);
    expect(notice?.subject).toBe(
      'Se cambió el correo electrónico de su cuenta de Smart Home Security',
    );
    expect(listMail(server.db, 'sam@example.com')[0]?.body).toMatch(/^Hola, Sam:/);
  });

  it("answers the identity API's messages in the request's language, English unchanged", async () => {
    const english = await call('/account/email-confirmation', {
      method: 'POST',
      body: { code: 'x' },
    });
    expect(await english.json()).toEqual({
      message: 'code must be the 6-digit code from the confirmation email.',
    });
    const spanish = await call('/account/email-confirmation', {
      method: 'POST',
      body: { code: 'x' },
      headers: { 'accept-language': 'es' },
    });
    expect(await spanish.json()).toEqual({
      message: 'El código debe ser el de 6 dígitos del correo electrónico de confirmación.',
    });
    const wrong = await call('/platform/password', {
      method: 'PUT',
      body: { currentPassword: 'not-it', newPassword: 'Another-pass-9' },
      headers: { 'accept-language': 'es-MX' },
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: 'La contraseña actual no es válida.' });
    const rules = await call('/platform/password-requirements', {
      headers: { 'accept-language': 'es' },
    });
    const { rules: labels } = (await rules.json()) as { rules: { label: string }[] };
    expect(labels.map((rule) => rule.label)).toContain('Una letra mayúscula');
    const weak = await call('/platform/password', {
      method: 'PUT',
      body: { currentPassword: 'Demo-pass-1', newPassword: 'short' },
      headers: { 'accept-language': 'es' },
    });
    expect(await weak.json()).toEqual({
      message: 'La nueva contraseña no cumple los requisitos de contraseña.',
      failedRules: [
        'Al menos 8 caracteres',
        'Una letra mayúscula',
        'Un número',
        'Un símbolo (por ejemplo, ! ? # -)',
      ],
    });
  });
});
