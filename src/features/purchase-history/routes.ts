// Routes of the purchase-history area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

export const purchaseHistoryRoutes: AppRoute[] = [
  {
    path: PATHS.purchaseHistory,
    id: 'purchase-history',
    handle: authHandle('purchase-history', 'purchaseHistory', {
      subNav: { display: 'purchaseHistory', icon: 'purchase-history' },
    }),
    lazy: lazyPage(() => import('./pages'), 'PurchaseHistoryPage'),
  },
];
