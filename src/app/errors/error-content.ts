// What the error page says for a given path, state code and stored sign-in error (spec 6, 8).
import type { StoredAuthError } from '../../lib/auth/auth-error';
import { ERROR_STATES, type ErrorState } from '../../lib/routing/paths';
import type { Translate } from '../../lib/shared/i18n/catalogue';
import type { ErrorKey } from './text';

/** The error pages' words in the reader's language (`useText(errorText)`). */
export type ErrorWords = Translate<ErrorKey>;

/** Content of the error page. */
export interface ErrorContent {
  status: number | null;
  /** State or error code shown for support, when known. */
  code: string | null;
  message: string;
}

const STATUS_MESSAGES: Record<string, { status: number; message: ErrorKey }> = {
  '/401': { status: 401, message: 'unauthorized' },
  '/403': { status: 403, message: 'forbidden' },
  '/503': { status: 503, message: 'invalidConfiguration' },
};

const STATE_MESSAGES: Record<string, ErrorKey> = {
  [ERROR_STATES.configMissing]: 'invalidConfiguration',
  [ERROR_STATES.notLoggedIn]: 'notLoggedIn',
  [ERROR_STATES.apiForbidden]: 'forbidden',
  [ERROR_STATES.apiUnavailable]: 'serviceUnavailable',
  [ERROR_STATES.redirectGuard]: 'redirectGuard',
};

/** The state code the status pages get when an API answer sent the customer there. */
export function statusPageState(status: 403 | 503): ErrorState {
  return status === 403 ? ERROR_STATES.apiForbidden : ERROR_STATES.apiUnavailable;
}

/**
 * The error page content, in the words of `t`: a stored sign-in callback error wins (it is why we
 * are here), then the state code, then the status route; else a generic message.
 */
export function errorContent(
  pathname: string,
  state: string | null,
  storedError: StoredAuthError | null,
  t: ErrorWords,
): ErrorContent {
  const byStatus = STATUS_MESSAGES[pathname];
  if (storedError && (pathname === '/auth-error' || pathname === '/error')) {
    return { status: null, code: storedError.errorCode, message: storedError.message };
  }
  const byState = state ? STATE_MESSAGES[state] : undefined;
  if (byState) return { status: byStatus?.status ?? null, code: state, message: t(byState) };
  if (byStatus) return { status: byStatus.status, code: state, message: t(byStatus.message) };
  return { status: null, code: state, message: t('genericMessage') };
}

/** Spec 2.1: the 404 message for a path ('/' or empty counts as no path). */
export function notFoundMessage(pathname: string | null | undefined, t: ErrorWords): string {
  const path = (pathname ?? '').replace(/^\/+/, '');
  return path ? t('notFound.path', { path: `/${path}` }) : t('notFound.noPath');
}

/** The account problem codes explained in words (spec 6; the spec gives the codes only). */
const ACCOUNT_PROBLEMS = new Set([
  'NOCONTACT',
  'NOTACTIVE',
  'NOTADMIN',
  'NOTSIGNER',
  'TELUSTRANSFERRED',
  'NOMATCHINGEMAIL',
]);

/** The account error page's explanation of an account problem code, in words (spec 6 codes). */
export function accountProblemExplanation(
  errorId: string | null | undefined,
  t: ErrorWords,
): string {
  return errorId && ACCOUNT_PROBLEMS.has(errorId)
    ? t(`problem.${errorId}` as ErrorKey)
    : t('problem.unknown');
}
