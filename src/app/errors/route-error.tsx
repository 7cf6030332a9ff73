// Last-resort error screen for a route that failed to load or render (for example a page chunk
// that could not be downloaded after a deployment).
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ROUTE_ERROR_TEXT } from '../messages';
import { buttonClassName } from '../../components/button/button';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : ROUTE_ERROR_TEXT.genericMessage;
  return (
    <main className="status-page status-page--standalone" aria-labelledby="status-title">
      <h1 id="status-title" className="page-title">
        {ROUTE_ERROR_TEXT.errorTitle}
      </h1>
      <p className="status-page__message">{message}</p>
      <a className={buttonClassName()} href="/">
        {ROUTE_ERROR_TEXT.home}
      </a>
    </main>
  );
}
