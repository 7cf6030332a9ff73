// The mail outbox of the reference backend (stand-in for a mail service): a page for
// developers at /demo/mail/ and JSON for tests at /demo/mail/api/messages?to=.
import { listMail } from '../mail/outbox.js';
import { localOnly } from '../local-only.js';
import { escapeHtml, renderPage } from '../oidc/html.js';
import type { RouteModule } from './types.js';

/** Where the outbox is served. */
export const MAIL_BASE = '/demo/mail';

/** Message text with this server's links clickable (and nothing else turned into markup). */
function linkify(text: string, origin: string): string {
  return text
    .split(/(\s+)/)
    .map((part) =>
      part.startsWith(`${origin}/`)
        ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

/** GET /demo/mail/ and GET /demo/mail/api/messages. */
export const mailRoutes: RouteModule = {
  mount(app, { db, origin }) {
    // Reset and sign-in links are in there: this machine only (local-only.ts).
    app.use(MAIL_BASE, localOnly());
    app.get(`${MAIL_BASE}/api/messages`, (req, res) => {
      const to = typeof req.query.to === 'string' ? req.query.to : undefined;
      res.set('Cache-Control', 'no-store').json(listMail(db, to));
    });

    app.get([MAIL_BASE, `${MAIL_BASE}/`], (req, res) => {
      const to = typeof req.query.to === 'string' ? req.query.to : undefined;
      const messages = listMail(db, to);
      const items = messages
        .map(
          (message) => `<li class="mail">
  <h2>${escapeHtml(message.subject)}</h2>
  <p class="detail">To <strong>${escapeHtml(message.to)}</strong>, <time datetime="${escapeHtml(message.sentAt)}">${escapeHtml(message.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre class="mail__body">${linkify(message.body, origin)}</pre>
</li>`,
        )
        .join('\n');
      res
        .type('html')
        .set('Cache-Control', 'no-store')
        .send(
          renderPage({
            title: 'Mail outbox – Smart Home Security demo',
            body: `<h1>Mail outbox</h1>
<p class="lead">Every mail the reference backend sends lands here instead of a real inbox (newest first).</p>
<form class="form" method="get" action="${MAIL_BASE}/">
  <div class="field"><label for="to">Only mail to</label>
  <input id="to" name="to" type="text" inputmode="email" value="${escapeHtml(to ?? '')}"></div>
  <button class="button button--secondary" type="submit">Filter</button>
</form>
${messages.length ? `<ol class="mail-list">${items}</ol>` : '<p>No mail yet.</p>'}`,
          }),
        );
    });
  },
};
