// Where the loading route (/) sends a signed-in user (spec 2.1).
import { PATHS, SCHEDULE_TARGET, href } from '../../lib/routing/paths';

/** Inputs of {@link loadingRedirect}. */
export interface LoadingRedirectInput {
  /** The `target` query parameter of `/`, e.g. `/schedule` from an appointment email. */
  target: string | null;
  primaryServiceName: string | null;
  noContactFound: boolean;
}

/** /account-error without a contact; /schedule/{primary} for the schedule target; else /dashboard. */
export function loadingRedirect({
  target,
  primaryServiceName,
  noContactFound,
}: LoadingRedirectInput): string {
  if (noContactFound) return PATHS.accountError;
  const wantsSchedule = target === SCHEDULE_TARGET || target === SCHEDULE_TARGET.slice(1);
  if (wantsSchedule && primaryServiceName) return href.schedule(primaryServiceName);
  return PATHS.dashboard;
}
