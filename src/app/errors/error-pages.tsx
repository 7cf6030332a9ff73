// Error pages: /error and its aliases (spec 2.1, 6, 8), the 404 page and the account problem page.
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { readAuthError } from '../../lib/auth/auth-error';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { useAppServices } from '../session/app-context';
import { accountProblemExplanation, errorContent, notFoundMessage } from './error-content';
import { ERROR_PAGE_TEXT } from './error-messages';
import { APP_MESSAGES } from '../messages';
import { ERROR_STATES, PATHS } from '../../lib/routing/paths';
import { Button, buttonClassName } from '../../components/button/button';

/** /error, /auth-error, /401, /403, /503: the guard and sign-in failure messages. */
export function ErrorPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [storedError] = useState(() => readAuthError());
  const content = errorContent(
    pathname,
    params.get('state'),
    storedError,
    ERROR_PAGE_TEXT.genericMessage,
  );
  return (
    <section className="status-page" aria-labelledby="status-title">
      {content.status ? <p className="status-page__code">{content.status}</p> : null}
      <h1 id="status-title" className="page-title">
        {ERROR_PAGE_TEXT.errorTitle}
      </h1>
      <p className="status-page__message">{content.message}</p>
      {content.code ? (
        <p className="status-page__detail">
          {ERROR_PAGE_TEXT.errorCode}: <code>{content.code}</code>
        </p>
      ) : null}
      <Link className={buttonClassName()} to={PATHS.dashboard}>
        {content.code === ERROR_STATES.notLoggedIn ? APP_MESSAGES.logIn : ERROR_PAGE_TEXT.home}
      </Link>
    </section>
  );
}

/** /404 and every unknown path (spec 2.1). /404 itself may name the missing path in ?path=. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const missing = pathname === PATHS.notFound ? params.get('path') : pathname;
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">404</p>
      <h1 id="status-title" className="page-title">
        {ERROR_PAGE_TEXT.notFoundTitle}
      </h1>
      <p className="status-page__message">{notFoundMessage(missing)}</p>
      <Link className={buttonClassName()} to={PATHS.dashboard}>
        {ERROR_PAGE_TEXT.home}
      </Link>
    </section>
  );
}

/** /account-error: the account problem found at sign-in (spec 8), and a way out. */
export function AccountErrorPage() {
  const { session, config } = useAppServices();
  const errorId = useAuthStatusStore((state) => state.errorId);
  const email = useAuthStatusStore((state) => state.problemEmail);
  const support = config?.sites?.support;
  const [signingOut, setSigningOut] = useState(false);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title" className="page-title">
        {ERROR_PAGE_TEXT.accountErrorTitle}
      </h1>
      <p className="status-page__message">
        {email ? (
          <>
            {ERROR_PAGE_TEXT.accountErrorIntro} <strong>{email}</strong>.
          </>
        ) : (
          ERROR_PAGE_TEXT.accountErrorIntroNoEmail
        )}
      </p>
      {/* In words, not the server's raw text ("syncError: ...") or codes. */}
      <p className="status-page__detail">{accountProblemExplanation(errorId)}</p>
      <p className="status-page__detail">{ERROR_PAGE_TEXT.accountErrorHelp}</p>
      {support && /^https?:\/\//.test(support) ? (
        <p>
          <a className={buttonClassName('secondary')} href={support} rel="noopener noreferrer">
            {ERROR_PAGE_TEXT.contactSupport}
          </a>
        </p>
      ) : null}
      <Button
        state={signingOut ? 'pending' : 'empty'}
        onClick={() => {
          setSigningOut(true);
          session.logout().catch(() => setSigningOut(false));
        }}
      >
        {APP_MESSAGES.logOut}
      </Button>
    </section>
  );
}
