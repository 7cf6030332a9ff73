// What a failed call tells the customer: the spec's message for the action (spec 8), followed
// by the server's own explanation when it gave one, so "what went wrong" is never lost.
import { ApiError, isRecentSignInCancelled, isRecentSignInRequired } from './api-client';

/** The server's message of a failed call, when the server answered with one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === undefined) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
}

/** "<spec message> <server message>", or the spec message alone. */
export function describeFailure(specMessage: string, error: unknown): string {
  const detail = serverMessage(error);
  return detail && detail !== specMessage ? `${specMessage} ${detail}` : specMessage;
}

/** True for the profile update's wrong-current-password answer (spec 5: HTTP 403). */
export function isWrongCurrentPassword(error: unknown): boolean {
  // A change refused for want of a recent sign-in is no verdict on the password typed.
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    !isRecentSignInRequired(error) &&
    !isRecentSignInCancelled(error)
  );
}

/** Labels of the password rules the server says the new password breaks. */
export function failedRules(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const rules = (error.body as { failedRules?: unknown } | undefined)?.failedRules;
  return Array.isArray(rules) ? rules.filter((r): r is string => typeof r === 'string') : [];
}
