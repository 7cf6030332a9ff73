// The provider's own pages (error, sign-out question, signed-out), in the sign-in look.
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, renderPage } from './html.js';

/** `renderError`: a plain, accessible page instead of the provider's debug output. */
export async function renderError(
  ctx: KoaContextWithOIDC,
  out: { error?: string; error_description?: string },
): Promise<void> {
  ctx.type = 'html';
  const raw = out.error_description ?? 'The sign-in request could not be completed';
  // The provider's descriptions are lower-case fragments ("client is invalid").
  const description = `${raw.charAt(0).toUpperCase()}${raw.slice(1)}${/[.!?]$/.test(raw) ? '' : '.'}`;
  ctx.body = renderPage({
    title: 'Sign-in problem – Smart Home Security',
    body: `<h1>We couldn't sign you in</h1>
<p class="lead">${escapeHtml(description)}</p>
${out.error ? `<p class="detail">Error code: <code>${escapeHtml(out.error)}</code></p>` : ''}
<p><a class="button" href="/">Go to your account</a></p>`,
  });
}

/**
 * `logoutSource`: the end-session question. Only a request carrying an `id_token_hint` (which
 * the provider has verified: it was issued to this customer's client) is answered for the
 * customer by /server-assets/logout.js. A bare link (a `client_id` alone, or nothing) could come
 * from any site, so it gets the visible question: a cross-site link signs no one out.
 */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const hinted = Boolean(ctx.oidc.client && ctx.oidc.params?.id_token_hint);
  const auto = hinted ? ' data-auto-submit' : '';
  ctx.type = 'html';
  ctx.body = renderPage({
    title: 'Sign out – Smart Home Security',
    scripts: ['/server-assets/logout.js'],
    body: `<h1>Sign out</h1>
<p class="lead">Do you want to sign out of your Smart Home Security account?</p>
${form}
<div class="actions">
  <button class="button" type="submit" form="op.logoutForm" name="logout" value="yes"${auto}>Yes, sign me out</button>
  <button class="button button--secondary" type="submit" form="op.logoutForm">No, stay signed in</button>
</div>`,
  });
}

/** `postLogoutSuccessSource`: shown when the client gave no post-logout redirect. */
export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  ctx.type = 'html';
  ctx.body = renderPage({
    title: 'Signed out – Smart Home Security',
    body: `<h1>You're signed out</h1>
<p class="lead">You have signed out of your Smart Home Security account.</p>
<p><a class="button" href="/">Sign in again</a></p>`,
  });
}
