// Last-resort error screen for a route that failed to load or render (for example a page chunk
// that could not be downloaded after a deployment).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ERROR_PAGE_TEXT } from './messages';
import { buttonClassName } from '../components/button/button';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : ERROR_PAGE_TEXT.genericMessage;
  return (
    <main className="status-page status-page--standalone" aria-labelledby="status-title">
      <h1 id="status-title" className="page-title">
        {ERROR_PAGE_TEXT.errorTitle}
      </h1>
      <p className="status-page__message">{message}</p>
      <a className={buttonClassName()} href="/">
        {ERROR_PAGE_TEXT.home}
      </a>
    </main>
  );
}
