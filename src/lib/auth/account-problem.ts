// Spec 8: how a failed user-info call becomes an account problem.
import { ApiError } from '../http/api-client';
import { PATHS } from '../routing/paths';
import { authWords } from './text';

/** An account problem reported by user-info (spec 8, no-contact handling). */
export interface AccountProblem {
  errorId: string | null;
  message: string;
  /** Email the problem is about, when the server message names it. */
  email: string | null;
  loginRedirect: string | null;
}

const EMAIL_PATTERN = /[^\s@:;,<>"']+@[^\s@:;,<>"']+\.[^\s@:;,<>"'.]+/;

/** The email a syncError message names, if any. */
export function emailFromSyncError(message: string): string | null {
  if (!/syncError/i.test(message)) return null;
  return EMAIL_PATTERN.exec(message)?.[0] ?? null;
}

/**
 * Turns a user-info failure into the account problem the auth status keeps: the server message
 * (else 'Failed to get user info.'); the first entry of `errors.errorId` with a redirect to the
 * account error page; the email from a syncError message.
 */
export function toAccountProblem(error: unknown): AccountProblem {
  const body = error instanceof ApiError ? error.body : undefined;
  const record = (body && typeof body === 'object' ? body : {}) as {
    message?: unknown;
    errorId?: unknown;
    errors?: { errorId?: unknown };
  };
  const message =
    typeof record.message === 'string' && record.message.trim()
      ? record.message
      : authWords()('userInfoFailed');
  const list = record.errors?.errorId;
  const fromList = Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null;
  const single = typeof record.errorId === 'string' ? record.errorId : null;
  return {
    errorId: fromList ?? single,
    message,
    email: emailFromSyncError(message),
    loginRedirect: fromList ? PATHS.accountError : null,
  };
}
