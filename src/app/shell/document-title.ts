// The document title names the page: "Appointments · Account Centre". An index page (the
// Appointments, Billing and Profile homes) has no crumb of its own, so the nearest route above it
// that has one names it; only a route with none at all reads just "Account Centre".
import { routeHandle } from '../../lib/routing/route-handle';
import type { PageTitle } from '../../lib/routing/page-titles';
import type { Translate } from '../../lib/shared/i18n/catalogue';

/**
 * The title for the matched routes, outermost first (react-router's `useMatches()`), in the
 * words of `title` (the page titles in the reader's language).
 */
export function documentTitle(
  matches: readonly { handle?: unknown }[],
  title: Translate<PageTitle>,
): string {
  const crumb = matches.flatMap((match) => routeHandle(match)?.crumb ?? []).at(-1);
  const appName = title('appName');
  return crumb ? `${title(crumb)} · ${appName}` : appName;
}
