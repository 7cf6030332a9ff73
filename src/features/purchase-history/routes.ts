// Routes of the purchase-history area (spec 2.1).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';
import { PURCHASE_HISTORY_TITLE } from './title';

export const purchaseHistoryRoutes: AppRoute[] = [
  {
    path: PATHS.purchaseHistory,
    id: 'purchase-history',
    handle: authHandle('purchase-history', PURCHASE_HISTORY_TITLE, {
      subNav: { display: PURCHASE_HISTORY_TITLE, icon: 'purchase-history' },
    }),
    lazy: lazyPage(() => import('./pages'), 'PurchaseHistoryPage'),
  },
];
