// My Smart Home: POST claims-magic-url under /api/account (spec 7.2), and the smart-home app
// stand-in at /smart-home-app/open that accepts each link once within 60 s and shows the
// service's devices. The stand-in is a plain server page: no script, its own stylesheet.
import { requiredQuery } from '../api/validation.js';
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

/** What the stand-in says for a link it refuses. */
export const SMART_HOME_APP_MESSAGES = {
  used: 'This link has already been used. Each link opens the app once: go back to My Smart Home in your account and open the app again.',
  expired:
    'This link has expired. Links work for 60 seconds: go back to My Smart Home in your account and open the app again.',
  invalid:
    'This link is not valid. Open the app from My Smart Home in your account to get a new link.',
} as const;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Smart Home app</title>
<link rel="stylesheet" href="/server-assets/smart-home-app.css">
</head>
<body>
<header class="sh-bar"><p class="sh-bar__name">Smart Home app</p></header>
<main class="sh-main" id="main">
${body}
</main>
</body>
</html>`;
}

/** The stand-in's page for a redeem result. */
export function renderSmartHomeApp(result: RedeemResult): string {
  if (!result.ok) {
    const title = result.reason === 'invalid' ? 'Link not valid' : 'Link no longer valid';
    return page(
      title,
      `<h1>${escapeHtml(title)}</h1>\n<p class="sh-message" role="alert">${escapeHtml(SMART_HOME_APP_MESSAGES[result.reason])}</p>`,
    );
  }
  const where = result.address ?? result.serviceName;
  const devices = result.devices.length
    ? `<ul class="sh-devices">${result.devices
        .map(
          (d) =>
            `<li class="sh-device"><h3>${escapeHtml(d.name)}</h3><p>${escapeHtml(d.kind)} · ${escapeHtml(d.room)}</p><p class="sh-device__state">${escapeHtml(d.state)}</p></li>`,
        )
        .join('')}</ul>`
    : '<p>No smart-home devices are connected to this service yet.</p>';
  return page(
    `Devices at ${where}`,
    `<h1>Welcome, ${escapeHtml(result.firstName)}</h1>
<section aria-labelledby="sh-home"><h2 id="sh-home">${escapeHtml(where)}</h2>
<p>Service ${escapeHtml(result.serviceName)}</p>
${devices}</section>`,
  );
}

export const smartHomeRoutes: RouteModule = {
  mount(app, { db, origin }) {
    app.post(`${ACCOUNT_BASE}/claims-magic-url`, (req, res) => {
      const userId = req.auth?.userId ?? '';
      const service = findOwnService(db, userId, requiredQuery(req.query, 'serviceName'));
      res
        .status(201)
        .set('Cache-Control', 'no-store')
        .json(claimMagicUrl(db, origin, userId, service));
    });

    app.get(SMART_HOME_APP_PATH, (req, res) => {
      const result = redeemMagicUrl(db, req.query.token);
      const status = result.ok ? 200 : result.reason === 'invalid' ? 404 : 410;
      res
        .status(status)
        .set({ 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' })
        .send(renderSmartHomeApp(result));
    });
  },
};
