// Routes of the dashboard area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';
import { DASHBOARD_TITLE } from './title';

export const dashboardRoutes: AppRoute[] = [
  {
    path: PATHS.dashboard,
    id: 'Dashboard',
    handle: authHandle('Dashboard', DASHBOARD_TITLE, {
      subNav: { display: DASHBOARD_TITLE, icon: 'dashboard' },
      serviceScoped: true,
      ownCrumb: true,
    }),
    lazy: lazyPage(() => import('./pages'), 'DashboardPage'),
  },
];
