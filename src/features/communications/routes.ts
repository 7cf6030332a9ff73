// Routes of the communications area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

export const communicationsRoutes: AppRoute[] = [
  {
    path: PATHS.communications,
    id: 'communications',
    handle: authHandle('communications', 'communications', {
      nav: { display: 'communications', icon: 'communications' },
    }),
    lazy: lazyPage(() => import('./pages'), 'CommunicationsPage'),
  },
];
