// The shared frame of every server-rendered page (login, errors, sign-out). No inline script, and
// no inline style but the pages' one stylesheet, which the Content-Security-Policy allows by its
// hash (login-style.ts); scripts come from /server-assets/.
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import { LOGIN_STYLE } from './login-style.js';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Content of one server-rendered page; `body` is trusted HTML built with {@link escapeHtml}. */
export interface PageOptions {
  title: string;
  body: string;
  /** Extra same-origin scripts (deferred), e.g. the sign-out auto-submit. */
  scripts?: string[];
  /** The page's language (issue 28): `<html lang>`. English unless said. */
  locale?: Locale;
}

const LOGO = `<svg class="brand__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
  <path d="M16 2 4 7v8c0 7.4 5.1 13.6 12 15 6.9-1.4 12-7.6 12-15V7L16 2Z" />
  <path class="brand__check" d="m11 16 3.5 3.5L21.5 12" /></svg>`;

/** A complete HTML document in the sign-in look. */
export function renderPage({ title, body, scripts = [], locale = 'en' }: PageOptions): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/server-assets/favicon.svg" type="image/svg+xml">
<style>${LOGIN_STYLE}</style>
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<header class="brand" role="banner">${LOGO}<span class="brand__name">Smart Home Security</span></header>
<main class="card" id="main">
${body}
</main>
</body>
</html>`;
}
