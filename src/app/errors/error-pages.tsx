// Error pages: /error and its aliases (spec 2.1, 6, 8), the 404 page and the account problem page.
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { readAuthError } from '../../lib/auth/auth-error';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { useAppServices } from '../session/app-context';
import { accountProblemExplanation, errorContent, notFoundMessage } from './error-content';
import { ERROR_STATES, PATHS } from '../../lib/routing/paths';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { Button, buttonClassName } from '../../components/button/button';
import { errorText } from './text';

/** /error, /auth-error, /401, /403, /503: the guard and sign-in failure messages. */
export function ErrorPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [storedError] = useState(() => readAuthError());
  const t = useText(errorText);
  const content = errorContent(pathname, params.get('state'), storedError, t);
  return (
    <section className="status-page" aria-labelledby="status-title">
      {content.status ? <p className="status-page__code">{content.status}</p> : null}
      <h1 id="status-title" className="page-title">
        {t('title')}
      </h1>
      <p className="status-page__message">{content.message}</p>
      {content.code ? (
        <p className="status-page__detail">
          {richText(t('errorCode', { code: content.code }), {
            code: (chunk) => <code>{chunk}</code>,
          })}
        </p>
      ) : null}
      <Link className={buttonClassName()} to={PATHS.dashboard}>
        {content.code === ERROR_STATES.notLoggedIn ? t('logIn') : t('home')}
      </Link>
    </section>
  );
}

/** /404 and every unknown path (spec 2.1). /404 itself may name the missing path in ?path=. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const missing = pathname === PATHS.notFound ? params.get('path') : pathname;
  const t = useText(errorText);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <p className="status-page__code">404</p>
      <h1 id="status-title" className="page-title">
        {t('notFound.title')}
      </h1>
      <p className="status-page__message">{notFoundMessage(missing, t)}</p>
      <Link className={buttonClassName()} to={PATHS.dashboard}>
        {t('home')}
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
  const t = useText(errorText);
  return (
    <section className="status-page" aria-labelledby="status-title">
      <h1 id="status-title" className="page-title">
        {t('account.title')}
      </h1>
      <p className="status-page__message">
        {email
          ? richText(t('account.intro', { email }), {
              email: (chunk) => <strong>{chunk}</strong>,
            })
          : t('account.introNoEmail')}
      </p>
      {/* In words, not the server's raw text ("syncError: ...") or codes. */}
      <p className="status-page__detail">{accountProblemExplanation(errorId, t)}</p>
      <p className="status-page__detail">{t('account.help')}</p>
      {support && /^https?:\/\//.test(support) ? (
        <p>
          <a className={buttonClassName('secondary')} href={support} rel="noopener noreferrer">
            {t('account.contactSupport')}
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
        {t('logOut')}
      </Button>
    </section>
  );
}
