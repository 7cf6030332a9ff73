// The provider's own pages are HTML forms (no script): when the body parser refuses what a form
// sent (too large, malformed), the browser must get a page it can show, not the API's JSON.
import type { ErrorRequestHandler } from 'express';
import { renderPage } from './html.js';

/** What the pages say; tests assert these. */
export const FORM_ERROR_TEXT = {
  tooLarge:
    'The form sent more than this page accepts. Go back, check what you typed and try again.',
  bad: 'The form could not be read. Go back and try again.',
} as const;

interface ParserError {
  type?: string;
  status?: number;
}

/** Last handler of a router of HTML forms; anything that is not a parser error goes on. */
export const htmlFormErrors: ErrorRequestHandler = (error, _req, res, next) => {
  const { type, status } = error as ParserError;
  if (res.headersSent || !status || status < 400 || status >= 500 || !type) return next(error);
  const message = type === 'entity.too.large' ? FORM_ERROR_TEXT.tooLarge : FORM_ERROR_TEXT.bad;
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      renderPage({
        title: 'Error: Sign-in problem – Smart Home Security',
        body: `<h1>We couldn't read the form</h1>
<p class="lead" role="alert">${message}</p>
<p><a class="button" href="/">Start again</a></p>`,
      }),
    );
};
