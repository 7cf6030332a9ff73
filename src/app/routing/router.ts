// Builds the browser router over the route table, with the guards as the root loader. When the
// first navigation's guards are known at once (a valid stored user), the page's code is loaded
// first and the router starts with the guards' answer, so shell and page render in the first
// frame while user info loads beside them (see startFirstNavigation).
import {
  createBrowserRouter,
  matchRoutes,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import type { RuntimeConfig } from '../../lib/shared/config';
import { createGuardLoader, startFirstNavigation } from './guard-loader';
import { RouteErrorBoundary } from '../errors/route-error';
import { createRoutes } from './route-table';
import type { Session } from '../session/session';
import { AppShell, FirstLoadFallback } from '../shell/shell';

/**
 * A copy of the table in which the lazily loaded routes among `matches` are loaded already
 * (their modules imported), so the router need not wait for them. Rejects if a chunk fails.
 */
export async function withMatchesLoaded(
  routes: RouteObject[],
  matches: RouteMatch[] | null,
): Promise<RouteObject[]> {
  const lazy = (matches ?? [])
    .map((match) => match.route)
    .filter((route) => typeof route.lazy === 'function');
  const loaded = new Map<RouteObject, Partial<RouteObject>>(
    await Promise.all(
      lazy.map(
        async (route) =>
          [route, await (route.lazy as () => Promise<Partial<RouteObject>>)()] as const,
      ),
    ),
  );
  const copy = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const next = { ...route, ...loaded.get(route) } as RouteObject;
      if (loaded.has(route)) delete next.lazy;
      if (route.children) next.children = copy(route.children);
      return next;
    });
  return copy(routes);
}

export async function createAppRouter(session: Session, config: RuntimeConfig | null) {
  let routes: RouteObject[] = [];
  let allowedAtOnce = false;
  routes = createRoutes({
    showPurchaseHistory: config?.showPurchaseHistory === true,
    Shell: AppShell,
    HydrateFallback: FirstLoadFallback,
    ErrorBoundary: RouteErrorBoundary,
    guardLoader: createGuardLoader({
      session,
      config,
      routes: () => routes,
      firstAllowedAtOnce: () => allowedAtOnce,
    }),
  });
  // Matched once here for both uses (matching ranks the whole table).
  const matches = matchRoutes(routes, window.location.pathname);
  const first = startFirstNavigation({ session, config, matches });
  if (first.allowedAtOnce) {
    try {
      routes = await withMatchesLoaded(routes, matches);
      allowedAtOnce = true;
    } catch (error) {
      // The page's chunk failed: the router loads it again and shows the error if it fails.
      console.error(error);
    }
  }
  // The guards' answer for the first navigation is given here: the root loader skips it.
  const router = createBrowserRouter(
    routes,
    allowedAtOnce ? { hydrationData: { loaderData: { root: null } } } : undefined,
  );
  if (allowedAtOnce) {
    first.settle(
      (to) => void router.navigate(to, { replace: true }),
      () => router.state.location.pathname,
    );
  }
  return router;
}
