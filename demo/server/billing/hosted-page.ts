// The payment provider's hosted page (stand-in): the card form a PCI-scoped provider shows on its
// own domain, so card numbers never touch the account centre. Plain HTML forms and no script at
// all, so it works under the strict Content-Security-Policy; Cancel is a second submit button
// with its own formaction.
import { escapeHtml } from '../oidc/html.js';
import type { CardErrors } from './cards.js';
import type { PaymentSession } from '../../../src/contracts/billing.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import type { PageSession } from './payment-sessions.js';
import { dollars } from './statement-pdf.js';
import { billingText, type BillingTranslate } from './text.js';

/** The provider's name on its page (it is not the app). */
export const PROVIDER_BRAND = 'DemoPay';

function frame(locale: Locale, title: string, body: string): string {
  const t = billingText.t(locale);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${PROVIDER_BRAND}</title>
<link rel="icon" href="/server-assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/server-assets/login.css">
<link rel="stylesheet" href="/server-assets/payment-provider.css">
</head>
<body class="provider">
<header class="brand provider__brand" role="banner"><span class="brand__name">${PROVIDER_BRAND}</span><span class="provider__tag">${escapeHtml(t('page.tag'))}</span></header>
<main class="card" id="main">
${body}
</main>
<p class="provider__note">${escapeHtml(t('page.note', { provider: PROVIDER_BRAND }))}</p>
</body>
</html>`;
}

/** What the card form shows again after a mistake (never stored anywhere). */
export interface TypedCard {
  number?: string;
  expiry?: string;
  cvc?: string;
}

function field(
  name: 'number' | 'expiry' | 'cvc',
  label: string,
  attrs: string,
  typed: TypedCard,
  errors: CardErrors,
  hint?: string,
): string {
  const error = errors[name];
  const ids = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
    <label for="${name}">${escapeHtml(label)}</label>
    ${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
    <input id="${name}" name="${name}" ${attrs} required value="${escapeHtml(typed[name] ?? '')}"${ids ? ` aria-describedby="${ids}"` : ''}${error ? ' aria-invalid="true"' : ''}>
    ${error ? `<p class="provider__error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
  </div>`;
}

/**
 * A message with `<strong>` in it as HTML: the catalogue's words are trusted like this file's
 * markup (they hold no other tag), the values are escaped.
 */
function withStrong(
  t: BillingTranslate,
  key: 'checkout.paymentTo' | 'checkout.savedCard',
  values: Record<string, string>,
): string {
  return t(key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)])));
}

/** The open session's form, in the session's language: Pay (or Save card) and Cancel. */
export function renderCheckout(
  session: PageSession,
  action: string,
  typed: TypedCard = {},
  errors: CardErrors = {},
  /** Why the last card did not go through (declined, expired): shown above the form. */
  declined?: string,
): string {
  const { locale } = session;
  const t = billingText.t(locale);
  const paying = session.purpose === 'payment';
  const amount = dollars(session.amountCents ?? 0, locale);
  const title = paying ? t('checkout.pay', { amount }) : t('checkout.addCard');
  const hasErrors = Object.keys(errors).length > 0;
  const summary = paying
    ? `<p class="lead">${withStrong(t, 'checkout.paymentTo', { amount })}</p>`
    : `<p class="lead">${escapeHtml(t('checkout.saveLead'))}</p>`;
  const card =
    session.hasSavedMethod && session.paymentMethod
      ? `<p class="provider__saved">${withStrong(t, 'checkout.savedCard', { brand: session.paymentMethod.brand, last4: session.paymentMethod.last4 })}</p>`
      : `${field('number', t('checkout.number'), 'type="text" inputmode="numeric" autocomplete="cc-number" spellcheck="false" maxlength="23"', typed, errors)}
  ${field('expiry', t('checkout.expiry'), 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7"', typed, errors, t('checkout.expiryHint'))}
  ${field('cvc', t('checkout.cvc'), 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', typed, errors, t('checkout.cvcHint'))}`;
  const alert = declined
    ? `<div class="alert" role="alert"><p>${escapeHtml(declined)}</p></div>`
    : hasErrors
      ? `<div class="alert" role="alert"><p>${escapeHtml(t('checkout.checkDetails'))}</p></div>`
      : '';
  return frame(
    locale,
    hasErrors || declined ? t('page.errorTitle', { title }) : title,
    `<h1>${escapeHtml(title)}</h1>
${summary}
${alert}
<form class="form" method="post" action="${escapeHtml(action)}" novalidate>
  ${card}
  <div class="actions">
    <button class="button" type="submit">${escapeHtml(paying ? title : t('checkout.saveCard'))}</button>
    <button class="button button--secondary" type="submit" formaction="${escapeHtml(`${action}/cancel`)}">${escapeHtml(t('checkout.cancel'))}</button>
  </div>
</form>`,
  );
}

/** A session that is no longer open, in its language: say what happened and link back. */
export function renderFinished(
  session: PaymentSession & { locale: Locale },
  returnTo: string,
): string {
  const { locale } = session;
  const t = billingText.t(locale);
  const words: Record<PaymentSession['status'], string> = {
    open: '',
    succeeded: t(session.purpose === 'payment' ? 'finished.paid' : 'finished.saved'),
    declined: session.message ?? t('card.declined'),
    cancelled: session.message ?? t('finished.cancelled'),
    expired: session.message ?? t('finished.expired'),
  };
  const title = t('finished.title');
  return frame(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(words[session.status])} ${escapeHtml(t('finished.nothingMore'))}</p>
<p><a class="button" href="${escapeHtml(returnTo)}">${escapeHtml(t('finished.return'))}</a></p>`,
  );
}

/** An id that is not a session (mistyped or made up), in the reader's language. */
export function renderUnknown(locale: Locale): string {
  const t = billingText.t(locale);
  const title = t('unknown.title');
  return frame(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(t('unknown.lead'))}</p>
<p><a class="button" href="/billing">${escapeHtml(t('unknown.back'))}</a></p>`,
  );
}
