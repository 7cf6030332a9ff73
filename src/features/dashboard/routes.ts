// Routes of the dashboard area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

export const dashboardRoutes: AppRoute[] = [
  {
    path: PATHS.dashboard,
    id: 'Dashboard',
    handle: authHandle('Dashboard', 'dashboard', {
      subNav: { display: 'dashboard', icon: 'dashboard' },
      serviceScoped: true,
      ownCrumb: true,
    }),
    lazy: lazyPage(() => import('./pages'), 'DashboardPage'),
  },
];
