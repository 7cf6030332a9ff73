// Builds the browser router over the route table, with the guards as the root loader.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '../lib/config';
import { createGuardLoader } from './guard-loader';
import { RouteErrorBoundary } from './route-error';
import { createRoutes } from './route-table';
import type { Session } from './session';
import { AppShell, FirstLoadFallback } from './shell';

export function createAppRouter(session: Session, config: RuntimeConfig | null) {
  let routes: RouteObject[] = [];
  routes = createRoutes({
    showPurchaseHistory: config?.showPurchaseHistory === true,
    Shell: AppShell,
    HydrateFallback: FirstLoadFallback,
    ErrorBoundary: RouteErrorBoundary,
    guardLoader: createGuardLoader({ session, config, routes: () => routes }),
  });
  return createBrowserRouter(routes);
}
