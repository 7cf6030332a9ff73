// Last-resort error screen for a route that failed to load or render (for example a page chunk
// that could not be downloaded after a deployment). Its words are the shell's (first load): the
// error pages' own catalogue may be what failed to arrive.
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClassName } from '../../components/button/button';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';
import { endPrepaint } from '../prepaint';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useText(appText);
  // Shown in place of the landing page's frame too, if it was still up (prepaint.ts).
  useLayoutEffect(() => endPrepaint(), []);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('routeError.message');
  return (
    <main className="status-page status-page--standalone" aria-labelledby="status-title">
      <h1 id="status-title" className="page-title">
        {t('routeError.title')}
      </h1>
      <p className="status-page__message">{message}</p>
      <a className={buttonClassName()} href="/">
        {t('routeError.home')}
      </a>
    </main>
  );
}
