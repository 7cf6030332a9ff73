// Routes of the documents area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';
import { DOCUMENTS_TITLE } from './title';

export const documentRoutes: AppRoute[] = [
  {
    path: PATHS.documents,
    id: 'documents',
    handle: authHandle('documents', DOCUMENTS_TITLE, {
      subNav: { display: DOCUMENTS_TITLE, icon: 'documents' },
      serviceScoped: true,
    }),
    lazy: lazyPage(() => import('./pages'), 'DocumentsPage'),
  },
];
