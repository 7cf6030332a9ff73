// The provider's own sign-in form (first step: email and password; second: 2FA code), in the
// reader's language (issue 28): words from oidc/locales, `<html lang>` set, and a small language
// switch so a signed-out customer can change it.
import { BROWSER_BUNDLE_PATH } from '../passkeys/browser-bundle.js';
import { escapeHtml, renderPage } from './html.js';
import { pageText, pageTitle, type PageTranslate } from './text.js';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../src/lib/shared/i18n/locales.js';

/** The query parameter of the language switch (`/oidc/interaction/<uid>?lang=es`). */
export const LANGUAGE_PARAM = 'lang';

/** What the password step shows. */
export interface LoginPageOptions {
  uid: string;
  locale: Locale;
  /** The email typed last time, kept after a failed attempt. */
  email?: string;
  /** Already in `locale`. */
  error?: string;
  /** The throttle refused: offer the owner a sign-in link by mail (it skips the wait). */
  offerSignInLink?: boolean;
}

/**
 * "Sign in with a passkey": hidden until its script (passkey-sign-in.js) shows it, since without
 * script it can do nothing. The script asks `passkey-options` for a challenge, has the browser
 * sign it, and posts the assertion in this form; the typed email goes along so a refusal keeps it.
 * The client-side messages travel as data attributes, so every word stays in the catalogue.
 */
function passkeyPart(action: string, t: PageTranslate): string {
  return `<section class="passkey" id="passkey" aria-label="${escapeHtml(t('passkey.label'))}" hidden>
  <p class="passkey__or"><span>${t('passkey.or')}</span></p>
  <form class="form" id="passkey-form" method="post" action="${action}/passkey"
    data-options="${action}/passkey-options"
    data-cancelled="${escapeHtml(t('passkey.cancelled'))}"
    data-unsupported="${escapeHtml(t('passkey.unsupported'))}"
    data-failed="${escapeHtml(t('passkey.failed'))}">
    <input type="hidden" name="email" value="">
    <input type="hidden" name="assertion" value="">
    <button class="button button--secondary" id="passkey-button" type="button">${t('passkey.button')}</button>
  </form>
  <div class="alert" id="passkey-error" role="alert" hidden><p></p></div>
</section>`;
}

/** The same-origin scripts of the passkey button: the library's browser bundle, then ours. */
export const PASSKEY_SCRIPTS = [BROWSER_BUNDLE_PATH, '/server-assets/passkey-sign-in.js'];

/** An error box (the message is plain text in the page's language). */
export function errorBox(error: string | undefined): string {
  return error
    ? `<div class="alert" id="form-error" role="alert"><p>${escapeHtml(error)}</p></div>`
    : '';
}

function linkOffer(action: string, email: string, t: PageTranslate): string {
  return `<form class="form" method="post" action="${action}/sign-in-link">
  <p>${t('link.offer')}</p>
  <input type="hidden" name="email" value="${escapeHtml(email)}">
  <button class="button button--secondary" type="submit">${t('link.button')}</button>
</form>`;
}

/**
 * "English · Español": each language by its own name, with its `lang`, linking to the same sign-in
 * in that language (the interaction lives on; the choice is remembered in the `shs-lang` cookie).
 */
function languageSwitch(action: string, locale: Locale, t: PageTranslate): string {
  const links = LOCALES.map((language) => {
    const current = language === locale ? ' aria-current="true"' : '';
    const href = `${action}?${LANGUAGE_PARAM}=${language}`;
    return `<a href="${href}" lang="${language}" hreflang="${language}"${current}>${LANGUAGE_NAMES[language]}</a>`;
  });
  return `<nav class="secondary" aria-label="${escapeHtml(t('page.language'))}">${links.join(' · ')}</nav>`;
}

/** The email and password step. */
export function renderLoginPage({
  uid,
  locale,
  email = '',
  error,
  offerSignInLink = false,
}: LoginPageOptions): string {
  const t = pageText.t(locale);
  const described = error ? ' aria-describedby="form-error" aria-invalid="true"' : '';
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return renderPage({
    locale,
    title: pageTitle(t, t('login.title'), Boolean(error)),
    body: `<h1>${t('login.title')}</h1>
<p class="lead">${t('login.lead')}</p>
${errorBox(error)}
<form class="form" method="post" action="${action}/login">
  <div class="field">
    <label for="email">${t('login.email')}</label>
    <input id="email" name="email" type="text" inputmode="email" autocomplete="username webauthn" required
      spellcheck="false" autocapitalize="off" value="${escapeHtml(email)}"${described}${email ? '' : ' autofocus'}>
  </div>
  <div class="field">
    <label for="password">${t('login.password')}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required${described}${email ? ' autofocus' : ''}>
  </div>
  <button class="button" type="submit">${t('login.submit')}</button>
</form>
${passkeyPart(action, t)}
${offerSignInLink ? linkOffer(action, email, t) : ''}
<p class="secondary"><a href="${action}/forgot">${t('login.forgot')}</a></p>
<p class="secondary"><a href="${action}/abort">${t('login.cancel')}</a></p>
${languageSwitch(action, locale, t)}`,
    scripts: PASSKEY_SCRIPTS,
  });
}

/** What the code step shows. */
export interface MfaPageOptions {
  uid: string;
  locale: Locale;
  /** Already in `locale`. */
  error?: string;
}

/** The second step for customers with two-factor authentication on. */
export function renderMfaPage({ uid, locale, error }: MfaPageOptions): string {
  const t = pageText.t(locale);
  const described = error
    ? ' aria-describedby="code-hint form-error" aria-invalid="true"'
    : ' aria-describedby="code-hint"';
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return renderPage({
    locale,
    title: pageTitle(t, t('mfa.title'), Boolean(error)),
    body: `<h1>${t('mfa.title')}</h1>
<p class="lead">${t('mfa.lead')}</p>
${errorBox(error)}
<form class="form" method="post" action="${action}/mfa">
  <div class="field">
    <label for="code">${t('mfa.label')}</label>
    <p class="hint" id="code-hint">${t('mfa.hint')}</p>
    <input class="code-input" id="code" name="code" type="text" autocomplete="one-time-code"
      spellcheck="false" autocapitalize="off" maxlength="12" required autofocus${described}>
  </div>
  <button class="button" type="submit">${t('mfa.submit')}</button>
</form>
<p class="secondary"><a href="${action}/abort">${t('login.cancel')}</a></p>`,
  });
}
