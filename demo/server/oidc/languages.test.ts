// @vitest-environment node
// The provider's pages in the reader's language (issue 28): the authorization request's
// ui_locales, else the shs-lang cookie, else Accept-Language; <html lang> on every page; the
// sign-in page's language switch; the mail a page sends, in the same language.
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordSignIn } from '../access-activity.js';
import { listMail } from '../mail/outbox.js';
import { CookieJar, follow, formAction, postForm, request } from '../test-support/sign-in.js';
import { withTestServer } from '../test-support/test-server.js';
import { LOGIN_STYLE } from './login-style.js';

const running = withTestServer();

/** Starts a sign-in as the account centre does, with `ui_locales` when given. */
async function openSignIn(uiLocales?: string, headers: Record<string, string> = {}) {
  const origin = running.server.origin;
  const jar = new CookieJar(headers);
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/auth/callback`;
  const authorize = new URL(`${origin}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'account-centre',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  }).toString();
  const { response } = await follow(
    jar,
    origin,
    await request(jar, authorize.toString()),
    redirectUri,
  );
  const html = await response.text();
  // The password form posts to <interaction>/login; the page itself is the interaction.
  const action = new URL(formAction(html), origin).toString();
  return { jar, html, response, action, page: action.replace(/\/login$/, ''), redirectUri };
}

describe('the sign-in page in Spanish', () => {
  it('follows ui_locales=es: lang="es", Spanish title, labels and buttons, the switch', async () => {
    const { html, response } = await openSignIn('es');
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Iniciar sesión – Smart Home Security</title>');
    expect(html).toContain('<h1>Iniciar sesión</h1>');
    expect(html).toContain('<label for="email">Correo electrónico</label>');
    expect(html).toContain('<label for="password">Contraseña</label>');
    expect(html).toMatch(/<button class="button" type="submit">Iniciar sesión<\/button>/);
    expect(html).toContain('>¿Olvidó su contraseña?</a>');
    expect(html).toContain('data-cancelled="No se usó ninguna llave de acceso.');
    expect(html).toMatch(
      /<nav class="secondary" aria-label="Idioma"><a href="[^"]+\?lang=en" lang="en" hreflang="en">English<\/a> · <a href="[^"]+\?lang=es" lang="es" hreflang="es" aria-current="true">Español<\/a><\/nav>/,
    );
    // Still the strict page: no inline script or style.
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    // No inline style but the pages' sheet, which the CSP allows by its hash.
    expect(html.replace(`<style>${LOGIN_STYLE}</style>`, '')).not.toMatch(/<style|style="/);
  });

  it('stays English without a hint, and lets ui_locales outrank the cookie and Accept-Language', async () => {
    const plain = await openSignIn();
    expect(plain.html).toContain('<html lang="en">');
    expect(plain.html).toContain('<h1>Sign in</h1>');
    expect(plain.html).toMatch(/lang="en" hreflang="en" aria-current="true">English</);
    const byHeader = await openSignIn(undefined, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(byHeader.html).toContain('<html lang="es">');
    const later = await openSignIn(undefined, { 'accept-language': 'en-US' });
    const byCookie = await fetch(later.page, {
      headers: { cookie: `${later.jar.header()}; shs-lang=es`, 'accept-language': 'en-US' },
    });
    expect(await byCookie.text()).toContain('<h1>Iniciar sesión</h1>');
    const asked = await openSignIn('en', { 'accept-language': 'es' });
    expect(asked.html).toContain('<h1>Sign in</h1>');
  });

  it('answers a wrong password and the throttle in Spanish, plural and all', async () => {
    const { jar, action } = await openSignIn('es');
    const wrong = await postForm(jar, action, { email: 'alex@example.com', password: 'nope' });
    expect(await wrong.text()).toContain(
      '<p>El correo electrónico o la contraseña no son correctos.</p>',
    );
    for (let i = 0; i < 12; i++) {
      recordSignIn(running.server.db, {
        userId: undefined,
        email: 'nobody-es@example.com',
        ip: '10.0.0.9',
        userAgent: undefined,
        success: false,
        mfaUsed: false,
      });
    }
    const waiting = await postForm(jar, action, {
      email: 'nobody-es@example.com',
      password: 'Demo-pass-1',
    });
    expect(waiting.status).toBe(429);
    const html = await waiting.text();
    expect(html).toContain('<title>Error: Iniciar sesión – Smart Home Security</title>');
    expect(html).toMatch(
      /Demasiados intentos incorrectos\. Por su seguridad, espere \d+ segundos? e inténtelo de nuevo\./,
    );
    expect(html).toContain('Enviarme un enlace para iniciar sesión');
  });
});

describe('the language switch', () => {
  it('sets the shs-lang cookie for a year, shows the page in that language, and the sign-in goes on in it', async () => {
    const signIn = await openSignIn('en');
    const switched = await request(signIn.jar, `${signIn.page}?lang=es`);
    expect(switched.status).toBe(200);
    const cookie = switched.headers.getSetCookie().find((line) => line.startsWith('shs-lang='));
    expect(cookie).toMatch(/^shs-lang=es; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    const html = await switched.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Iniciar sesión</h1>');
    // The interaction survived and remembers the choice (over the app's ui_locales=en).
    const wrong = await postForm(signIn.jar, signIn.action, {
      email: 'sam@example.com',
      password: 'wrong',
    });
    expect(await wrong.text()).toContain('<html lang="es">');
    const done = await postForm(signIn.jar, signIn.action, {
      email: 'sam@example.com',
      password: 'Demo-pass-1',
    });
    const { redirectedTo } = await follow(
      signIn.jar,
      running.server.origin,
      done,
      signIn.redirectUri,
    );
    expect(new URL(redirectedTo ?? '').searchParams.get('code')).toBeTruthy();
  });

  it('switches back to English the same way, and ignores a language it does not have', async () => {
    const signIn = await openSignIn('es');
    const back = await request(signIn.jar, `${signIn.page}?lang=en`);
    expect(await back.text()).toContain('<h1>Sign in</h1>');
    const unknown = await request(signIn.jar, `${signIn.page}?lang=fr`);
    expect(unknown.headers.getSetCookie().some((line) => line.startsWith('shs-lang='))).toBe(false);
    expect(await unknown.text()).toContain('<h1>Sign in</h1>');
  });
});

describe('the other provider pages in Spanish', () => {
  it('forgot password: the page, its answer and the mailed link, which opens the reset page in Spanish', async () => {
    const { jar, page } = await openSignIn('es');
    const form = await (await request(jar, `${page}/forgot`)).text();
    expect(form).toContain('<html lang="es">');
    expect(form).toContain('<h1>Restablezca su contraseña</h1>');
    const sent = await postForm(jar, `${page}/forgot`, { email: 'notadmin@example.com' });
    expect(await sent.text()).toContain('<h1>Revise su correo electrónico</h1>');
    const [mail] = listMail(running.server.db, 'notadmin@example.com');
    expect(mail?.subject).toBe('Restablezca su contraseña de Smart Home Security');
    const link = /(http\S+password-reset\?\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(new URL(link).searchParams.get('ui_locales')).toBe('es');
    const reset = await (await fetch(link)).text();
    expect(reset).toContain('<html lang="es">');
    expect(reset).toContain('<h1>Elija una contraseña nueva</h1>');
    expect(reset).toContain('<li>Una letra mayúscula</li>');
    expect(reset).toContain('action="/oidc/password-reset?ui_locales=es"');
  });

  it('an expired sign-in page, a provider error and the sign-out question', async () => {
    const expired = await fetch(`${running.server.origin}/oidc/interaction/gone`, {
      headers: { 'accept-language': 'es' },
    });
    const expiredHtml = await expired.text();
    expect(expiredHtml).toContain('<html lang="es">');
    expect(expiredHtml).toContain('<h1>Esta página de inicio de sesión venció</h1>');
    const error = await fetch(
      `${running.server.origin}/oidc/auth?client_id=unknown&response_type=code`,
      { headers: { cookie: 'shs-lang=es' } },
    );
    const errorHtml = await error.text();
    expect(errorHtml).toContain('<html lang="es">');
    expect(errorHtml).toContain('<h1>No pudimos iniciar su sesión</h1>');
    expect(errorHtml).toContain('Código de error: <code>invalid_client</code>');
    // The question is for a browser with a provider session (without one there is nothing to end).
    const { jar, action, redirectUri } = await openSignIn('es');
    const signedIn = await postForm(jar, action, {
      email: 'sam@example.com',
      password: 'Demo-pass-1',
    });
    await follow(jar, running.server.origin, signedIn, redirectUri);
    const end = await request(jar, `${running.server.origin}/oidc/session/end?ui_locales=es`);
    const endHtml = await end.text();
    expect(endHtml).toContain('<html lang="es">');
    expect(endHtml).toContain('¿Quiere cerrar sesión en su cuenta de Smart Home Security?');
    expect(endHtml).toContain('>Sí, cerrar sesión</button>');
  });
});
