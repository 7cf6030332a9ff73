// The document title names the page: "Appointments · Account Centre". An index page (the
// Appointments, Billing and Profile homes) has no crumb of its own, so the nearest route above it
// that has one names it; only a route with none at all reads just "Account Centre".
import { routeHandle } from '../../lib/routing/route-handle';

export const APP_NAME = 'Account Centre';

/** The title for the matched routes, outermost first (react-router's `useMatches()`). */
export function documentTitle(matches: readonly { handle?: unknown }[]): string {
  const crumb = matches
    .map((match) => routeHandle(match)?.crumb)
    .filter((value): value is string => Boolean(value))
    .at(-1);
  return crumb ? `${crumb} · ${APP_NAME}` : APP_NAME;
}
