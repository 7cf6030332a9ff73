// The provider's own pages are HTML forms (no script): when the body parser refuses what a form
// sent (too large, malformed), the browser must get a page it can show, not the API's JSON. It
// is worded in the reader's language (the `shs-lang` cookie, else Accept-Language).
import type { ErrorRequestHandler } from 'express';
import { localeOfRequest } from '../i18n/server-text.js';
import { renderPage } from './html.js';
import { pageText, pageTitle } from './text.js';

interface ParserError {
  type?: string;
  status?: number;
}

/** Last handler of a router of HTML forms; anything that is not a parser error goes on. */
export const htmlFormErrors: ErrorRequestHandler = (error, req, res, next) => {
  const { type, status } = error as ParserError;
  if (res.headersSent || !status || status < 400 || status >= 500 || !type) return next(error);
  const locale = localeOfRequest(req);
  const t = pageText.t(locale);
  const message = type === 'entity.too.large' ? t('form.tooLarge') : t('form.bad');
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      renderPage({
        locale,
        title: pageTitle(t, t('problem.title'), true),
        body: `<h1>${t('form.heading')}</h1>
<p class="lead" role="alert">${message}</p>
<p><a class="button" href="/">${t('startAgain')}</a></p>`,
      }),
    );
};
