// Routes of order and sale confirmation (spec 2.1 /order/{orderId}/{salesChannel}, /sales/order/{orderId}).
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';

const pages = () => import('./pages');

export const orderRoutes: AppRoute[] = [
  {
    path: PATHS.orderConfirmation,
    id: 'order-confirmation',
    handle: authHandle('order-confirmation', 'orders.order'),
    lazy: lazyPage(pages, 'OrderConfirmationPage'),
  },
  {
    path: PATHS.saleConfirmation,
    id: 'sale-confirmation',
    handle: authHandle('sale-confirmation', 'orders.sale'),
    lazy: lazyPage(pages, 'SaleConfirmationPage'),
  },
];
