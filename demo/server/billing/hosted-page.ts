// The payment provider's hosted page (stand-in): the card form a PCI-scoped provider shows on its
// own domain, so card numbers never touch the account centre. Plain HTML forms and no script at
// all, so it works under the strict Content-Security-Policy; Cancel is a second submit button
// with its own formaction.
import { escapeHtml } from '../oidc/html.js';
import type { CardErrors } from './cards.js';
import type { PaymentSession } from '../../../src/contracts/billing.js';
import { dollars } from './statement-pdf.js';

/** The provider's name on its page (it is not the app). */
export const PROVIDER_BRAND = 'DemoPay';

function frame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
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
<header class="brand provider__brand" role="banner"><span class="brand__name">${PROVIDER_BRAND}</span><span class="provider__tag">Secure checkout</span></header>
<main class="card" id="main">
${body}
</main>
<p class="provider__note">Test mode: no real card is charged. ${PROVIDER_BRAND} is the reference backend's stand-in for the payment provider.</p>
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
    <label for="${name}">${label}</label>
    ${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}
    <input id="${name}" name="${name}" ${attrs} required value="${escapeHtml(typed[name] ?? '')}"${ids ? ` aria-describedby="${ids}"` : ''}${error ? ' aria-invalid="true"' : ''}>
    ${error ? `<p class="provider__error" id="${name}-error">${escapeHtml(error)}</p>` : ''}
  </div>`;
}

/** The open session's form: Pay (or Save card) and Cancel. */
export function renderCheckout(
  session: PaymentSession & { hasSavedMethod: boolean; saveCard: boolean },
  action: string,
  typed: TypedCard = {},
  errors: CardErrors = {},
  /** Why the last card did not go through (declined, expired): shown above the form. */
  declined?: string,
): string {
  const paying = session.purpose === 'payment';
  const amount = dollars(session.amountCents ?? 0);
  const title = paying ? `Pay ${amount}` : 'Add a card';
  const hasErrors = Object.keys(errors).length > 0;
  const summary = paying
    ? `<p class="lead">Payment to Smart Home Security: <strong>${amount}</strong></p>`
    : '<p class="lead">Save a card with Smart Home Security. Nothing is charged now.</p>';
  const card =
    session.hasSavedMethod && session.paymentMethod
      ? `<p class="provider__saved">Card: <strong>${escapeHtml(session.paymentMethod.brand)} ending ${escapeHtml(session.paymentMethod.last4)}</strong></p>`
      : `${field('number', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" spellcheck="false" maxlength="23"', typed, errors)}
  ${field('expiry', 'Expiry date', 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7"', typed, errors, 'MM/YY, for example 08/28')}
  ${field('cvc', 'Security code (CVC)', 'type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="4"', typed, errors, '3 digits on the back, 4 on the front for American Express')}`;
  const alert = declined
    ? `<div class="alert" role="alert"><p>${escapeHtml(declined)}</p></div>`
    : hasErrors
      ? '<div class="alert" role="alert"><p>Check the card details below.</p></div>'
      : '';
  return frame(
    hasErrors || declined ? `Error: ${title}` : title,
    `<h1>${escapeHtml(title)}</h1>
${summary}
${alert}
<form class="form" method="post" action="${escapeHtml(action)}" novalidate>
  ${card}
  <div class="actions">
    <button class="button" type="submit">${paying ? escapeHtml(`Pay ${amount}`) : 'Save card'}</button>
    <button class="button button--secondary" type="submit" formaction="${escapeHtml(`${action}/cancel`)}">Cancel</button>
  </div>
</form>`,
  );
}

/** A session that is no longer open: say what happened and link back to the app. */
export function renderFinished(session: PaymentSession, returnTo: string): string {
  const words: Record<PaymentSession['status'], string> = {
    open: '',
    succeeded: session.purpose === 'payment' ? 'This payment is complete.' : 'This card was saved.',
    declined: session.message ?? 'Your card was declined.',
    cancelled: session.message ?? 'Cancelled.',
    expired: session.message ?? 'This page has timed out.',
  };
  return frame(
    'Checkout finished',
    `<h1>Checkout finished</h1>
<p class="lead">${escapeHtml(words[session.status])} Nothing more will be charged on this page.</p>
<p><a class="button" href="${escapeHtml(returnTo)}">Return to Smart Home Security</a></p>`,
  );
}

/** An id that is not a session (mistyped or made up). */
export function renderUnknown(): string {
  return frame(
    'Checkout not found',
    `<h1>Checkout not found</h1>
<p class="lead">This checkout link is not valid. Go back to your account and start again.</p>
<p><a class="button" href="/billing">Back to Billing</a></p>`,
  );
}
