// Routes of the communications area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';
import { COMMUNICATIONS_TITLE } from './title';

export const communicationsRoutes: AppRoute[] = [
  {
    path: PATHS.communications,
    id: 'communications',
    handle: authHandle('communications', COMMUNICATIONS_TITLE, {
      nav: { display: COMMUNICATIONS_TITLE, icon: 'communications' },
    }),
    lazy: lazyPage(() => import('./pages'), 'CommunicationsPage'),
  },
];
