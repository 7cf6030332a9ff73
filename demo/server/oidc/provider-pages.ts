// The provider's own pages (error, sign-out question, signed-out), in the sign-in look and the
// reader's language (issue 28): the request's `ui_locales` (an end-session request may carry one
// too), else the `shs-lang` cookie, else Accept-Language.
import type { KoaContextWithOIDC } from 'oidc-provider';
import { requestLocale } from '../i18n/server-text.js';
import { escapeHtml, renderPage } from './html.js';
import { pageText, pageTitle } from './text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** The language of a page the provider itself renders. */
function providerLocale(ctx: KoaContextWithOIDC): Locale {
  const uiLocales = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params?.ui_locales;
  return requestLocale({
    uiLocales: typeof uiLocales === 'string' ? uiLocales : undefined,
    cookie: ctx.get('cookie'),
    acceptLanguage: ctx.get('accept-language'),
  });
}

/**
 * `renderError`: a plain, accessible page instead of the provider's debug output. The provider's
 * own descriptions are English fragments ("client is invalid"); another language gets its general
 * sentence instead, with the same error code.
 */
export async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error?: string; error_description?: string },
): Promise<void> {
  const locale = providerLocale(ctx);
  const t = pageText.t(locale);
  ctx.type = 'html';
  const raw = (locale === 'en' && out.error_description) || t('problem.fallback');
  // The provider's descriptions are lower-case fragments ("client is invalid").
  const description = `${raw.charAt(0).toUpperCase()}${raw.slice(1)}${/[.!?]$/.test(raw) ? '' : '.'}`;
  const code = out.error ? `<code>${escapeHtml(out.error)}</code>` : '';
  ctx.body = renderPage({
    locale,
    title: pageTitle(t, t('problem.title')),
    body: `<h1>${t('problem.heading')}</h1>
<p class="lead">${escapeHtml(description)}</p>
${code ? `<p class="detail">${t('problem.code', { code })}</p>` : ''}
<p><a class="button" href="/">${t('problem.home')}</a></p>`,
  });
}

/**
 * `logoutSource`: the end-session question. Only a request carrying an `id_token_hint` (which
 * the provider has verified: it was issued to this customer's client) is answered for the
 * customer by /server-assets/logout.js. A bare link (a `client_id` alone, or nothing) could come
 * from any site, so it gets the visible question: a cross-site link signs no one out.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const locale = providerLocale(ctx);
  const t = pageText.t(locale);
  const hinted = Boolean(ctx.oidc.client && ctx.oidc.params?.id_token_hint);
  const auto = hinted ? ' data-auto-submit' : '';
  ctx.type = 'html';
  ctx.body = renderPage({
    locale,
    title: pageTitle(t, t('logout.title')),
    scripts: ['/server-assets/logout.js'],
    body: `<h1>${t('logout.title')}</h1>
<p class="lead">${t('logout.question')}</p>
${form}
<div class="actions">
  <button class="button" type="submit" form="op.logoutForm" name="logout" value="yes"${auto}>${t('logout.yes')}</button>
  <button class="button button--secondary" type="submit" form="op.logoutForm">${t('logout.no')}</button>
</div>`,
  });
}

/** `postLogoutSuccessSource`: shown when the client gave no post-logout redirect. */
export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  const locale = providerLocale(ctx);
  const t = pageText.t(locale);
  ctx.type = 'html';
  ctx.body = renderPage({
    locale,
    title: pageTitle(t, t('signedOut.title')),
    body: `<h1>${t('signedOut.heading')}</h1>
<p class="lead">${t('signedOut.lead')}</p>
<p><a class="button" href="/">${t('signedOut.again')}</a></p>`,
  });
}
