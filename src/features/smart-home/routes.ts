// Routes of the smart-home area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

export const smartHomeRoutes: AppRoute[] = [
  {
    path: PATHS.smartHome,
    id: 'smart-home',
    handle: authHandle('smart-home', 'smartHome', {
      nav: { display: 'smartHome', icon: 'smart-home' },
      serviceScoped: true,
    }),
    lazy: lazyPage(() => import('./pages'), 'SmartHomePage'),
  },
];
