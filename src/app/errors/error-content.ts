// What the error page says for a given path, state code and stored sign-in error (spec 6, 8).
import type { StoredAuthError } from '../../lib/auth/auth-error';
import { ERROR_PAGE_TEXT } from './error-messages';
import { ERROR_STATES, type ErrorState } from '../../lib/routing/paths';
import { APP_MESSAGES } from '../messages';

/** Content of the error page. */
export interface ErrorContent {
  status: number | null;
  /** State or error code shown for support, when known. */
  code: string | null;
  message: string;
}

const STATUS_MESSAGES: Record<string, { status: number; message: string }> = {
  '/401': { status: 401, message: APP_MESSAGES.unauthorized },
  '/403': { status: 403, message: APP_MESSAGES.forbidden },
  '/503': { status: 503, message: APP_MESSAGES.invalidConfiguration },
};

const STATE_MESSAGES: Record<string, string> = {
  [ERROR_STATES.configMissing]: APP_MESSAGES.invalidConfiguration,
  [ERROR_STATES.notLoggedIn]: APP_MESSAGES.notLoggedIn,
  [ERROR_STATES.apiForbidden]: APP_MESSAGES.forbidden,
  [ERROR_STATES.apiUnavailable]: APP_MESSAGES.serviceUnavailable,
  [ERROR_STATES.redirectGuard]: ERROR_PAGE_TEXT.redirectGuard,
};

/** The state code the status pages get when an API answer sent the customer there. */
export function statusPageState(status: 403 | 503): ErrorState {
  return status === 403 ? ERROR_STATES.apiForbidden : ERROR_STATES.apiUnavailable;
}

/**
 * The error page content: a stored sign-in callback error wins (it is why we are here), then
 * the state code, then the status route; else a generic message.
 */
export function errorContent(
  pathname: string,
  state: string | null,
  storedError: StoredAuthError | null,
  genericMessage: string,
): ErrorContent {
  const byStatus = STATUS_MESSAGES[pathname];
  if (storedError && (pathname === '/auth-error' || pathname === '/error')) {
    return { status: null, code: storedError.errorCode, message: storedError.message };
  }
  if (state && STATE_MESSAGES[state]) {
    return { status: byStatus?.status ?? null, code: state, message: STATE_MESSAGES[state] };
  }
  if (byStatus) return { status: byStatus.status, code: state, message: byStatus.message };
  return { status: null, code: state, message: genericMessage };
}

/** Spec 2.1: the 404 message for a path ('/' or empty counts as no path). */
export function notFoundMessage(pathname: string | null | undefined): string {
  const path = (pathname ?? '').replace(/^\/+/, '');
  return path ? APP_MESSAGES.notFound(`/${path}`) : APP_MESSAGES.notFoundNoPath;
}

/** The account error page's explanation of an account problem code, in words (spec 6 codes). */
export function accountProblemExplanation(errorId: string | null | undefined): string {
  return (
    (errorId && ERROR_PAGE_TEXT.accountProblems[errorId]) || ERROR_PAGE_TEXT.accountProblemUnknown
  );
}
