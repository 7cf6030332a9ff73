// Routes of the documents area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

export const documentRoutes: AppRoute[] = [
  {
    path: PATHS.documents,
    id: 'documents',
    handle: authHandle('documents', 'documents', {
      subNav: { display: 'documents', icon: 'documents' },
      serviceScoped: true,
    }),
    lazy: lazyPage(() => import('./pages'), 'DocumentsPage'),
  },
];
