// Breadcrumb of the current page, from the crumbs of the matched routes.
import { Link, useMatches } from 'react-router-dom';
import { routeHandle } from '../../lib/routing/route-handle';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';

/** Crumbs of the matched routes, outermost first, without repeats, in the reader's words. */
export function useCrumbs(): { label: string; to: string }[] {
  const title = useText(pageTitles);
  const crumbs: { label: string; to: string }[] = [];
  for (const match of useMatches()) {
    const key = routeHandle(match)?.crumb;
    const label = key ? title(key) : undefined;
    if (label && crumbs.at(-1)?.label !== label) crumbs.push({ label, to: match.pathname });
  }
  return crumbs;
}

/**
 * A trail worth showing: one crumb would only repeat the page's own heading, unless the spec
 * names that crumb for the page (`ownCrumb`, spec 2.1 "breadcrumb Dashboard").
 */
export function hasTrail(crumbs: readonly unknown[], ownCrumb = false): boolean {
  return crumbs.length > 1 || (ownCrumb && crumbs.length === 1);
}

/** Whether the current page shows a trail (see {@link hasTrail}). */
export function useHasTrail(): boolean {
  const ownCrumb = useMatches().some((match) => routeHandle(match)?.ownCrumb === true);
  return hasTrail(useCrumbs(), ownCrumb);
}

export function Breadcrumbs() {
  const crumbs = useCrumbs();
  const t = useText(appText);
  if (!useHasTrail()) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.to}>
              <span aria-current="page">{crumb.label}</span>
            </li>
          ) : (
            <li key={crumb.to}>
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
