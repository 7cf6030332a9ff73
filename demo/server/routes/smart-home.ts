// My Smart Home: POST claims-magic-url under /api/account (spec 7.2), and the smart-home app
// stand-in at /smart-home-app/open that accepts each link once within 60 s and shows the
// service's devices. The stand-in is a plain server page: no script, its own stylesheet.
import type { Request } from 'express';
import { accountText } from '../account-text/text.js';
import { requiredQuery } from '../api/validation.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { escapeHtml } from '../oidc/html.js';
import { findOwnService } from '../services.js';
import {
  claimMagicUrl,
  redeemMagicUrl,
  SMART_HOME_APP_PATH,
  type RedeemResult,
} from '../smart-home.js';
import { ACCOUNT_BASE } from './account.js';
import type { RouteModule } from './types.js';
import { localeOf, type Locale } from '../../../src/lib/shared/i18n/locales.js';

/** What the stand-in says for a link it refuses, in the reader's language. */
export function smartHomeAppMessages(
  locale: Locale,
): Record<'used' | 'expired' | 'invalid', string> {
  const t = accountText.t(locale);
  return {
    used: t('smartHome.used'),
    expired: t('smartHome.expired'),
    invalid: t('smartHome.invalid'),
  };
}

function page(locale: Locale, title: string, body: string): string {
  const app = escapeHtml(accountText.t(locale)('smartHome.app'));
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${app}</title>
<link rel="stylesheet" href="/server-assets/smart-home-app.css">
</head>
<body>
<header class="sh-bar"><p class="sh-bar__name">${app}</p></header>
<main class="sh-main" id="main">
${body}
</main>
</body>
</html>`;
}

/** The stand-in's page for a redeem result, in the reader's language. */
export function renderSmartHomeApp(result: RedeemResult, locale: Locale = 'en'): string {
  const t = accountText.t(locale);
  if (!result.ok) {
    const title = t(result.reason === 'invalid' ? 'smartHome.notValid' : 'smartHome.noLongerValid');
    return page(
      locale,
      title,
      `<h1>${escapeHtml(title)}</h1>\n<p class="sh-message" role="alert">${escapeHtml(smartHomeAppMessages(locale)[result.reason])}</p>`,
    );
  }
  const where = result.address ?? result.serviceName;
  // The devices are named as the smart-home platform names them.
  const devices = result.devices.length
    ? `<ul class="sh-devices">${result.devices
        .map(
          (d) =>
            `<li class="sh-device"><h3>${escapeHtml(d.name)}</h3><p>${escapeHtml(d.kind)} · ${escapeHtml(d.room)}</p><p class="sh-device__state">${escapeHtml(d.state)}</p></li>`,
        )
        .join('')}</ul>`
    : `<p>${escapeHtml(t('smartHome.noDevices'))}</p>`;
  return page(
    locale,
    t('smartHome.devicesAt', { where }),
    `<h1>${escapeHtml(t('smartHome.welcome', { name: result.firstName }))}</h1>
<section aria-labelledby="sh-home"><h2 id="sh-home">${escapeHtml(where)}</h2>
<p>${escapeHtml(t('smartHome.service', { serviceName: result.serviceName }))}</p>
${devices}</section>`,
  );
}

/** The app's language: the `lang` its link was made with, else the browser's. */
function appLocale(req: Request): Locale {
  const lang = req.query.lang;
  return (typeof lang === 'string' ? localeOf(lang) : undefined) ?? localeOfRequest(req);
}

export const smartHomeRoutes: RouteModule = {
  mount(app, { db, origin }) {
    app.post(`${ACCOUNT_BASE}/claims-magic-url`, (req, res) => {
      const locale = localeOfRequest(req);
      const userId = req.auth?.userId ?? '';
      const service = findOwnService(db, userId, requiredQuery(req.query, 'serviceName'), locale);
      res
        .status(201)
        .set('Cache-Control', 'no-store')
        .json(claimMagicUrl(db, origin, userId, service, Date.now(), locale));
    });

    app.get(SMART_HOME_APP_PATH, (req, res) => {
      const result = redeemMagicUrl(db, req.query.token);
      const status = result.ok ? 200 : result.reason === 'invalid' ? 404 : 410;
      res
        .status(status)
        .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' })
        .send(renderSmartHomeApp(result, appLocale(req)));
    });
  },
};
