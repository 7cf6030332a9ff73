// Routes of the billing area (spec 2.1 /billing, its nine children and the /subscription alias).
// The parent renders the area's sub-navigation (BillingLayout) around its children.
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';
import type { PageTitle } from '../../lib/routing/page-titles';

const pages = () => import('./pages');

/** A child page: route id (also its name), path, breadcrumb and the page's export name. */
function child(
  id: string,
  path: string,
  crumb: PageTitle,
  page: keyof Awaited<ReturnType<typeof pages>>,
): AppRoute {
  return { path, id, handle: authHandle(id, crumb), lazy: lazyPage(pages, page) };
}

export const billingRoutes: AppRoute[] = [
  {
    path: PATHS.billing,
    id: 'billing',
    handle: authHandle('billing', 'billing', {
      subNav: { display: 'billing', icon: 'billing' },
      serviceScoped: true,
    }),
    lazy: lazyPage(pages, 'BillingLayout'),
    children: [
      {
        index: true,
        id: 'billing-home',
        handle: authHandle('billing-home'),
        lazy: lazyPage(pages, 'BillingPage'),
      },
      child('billing-payment', PATHS.billingPayment, 'billing.payment', 'PaymentPage'),
      child('billing-manage', PATHS.billingManage, 'billing.manage', 'SavedPaymentMethodsPage'),
      child('billing-history', PATHS.billingHistory, 'billing.history', 'BillingHistoryPage'),
      child(
        'billing-transactions',
        PATHS.billingTransactions,
        'billing.transactions',
        'TransactionHistoryPage',
      ),
      child('billing-autopay', PATHS.billingAutopay, 'billing.autopay', 'AutopayPage'),
      child(
        'billing-subscription',
        PATHS.billingSubscription,
        'billing.subscription',
        'SubscriptionsPage',
      ),
      child(
        'billing-address',
        PATHS.billingAddress,
        'billing.billingAddress',
        'BillingAddressPage',
      ),
      child(
        'billing-paperless',
        PATHS.billingPaperless,
        'billing.paperless',
        'PaperlessBillingPage',
      ),
    ],
  },
  {
    path: PATHS.subscription,
    id: 'subscription',
    handle: authHandle('subscription'),
    // The same chunk as the page it redirects to, which loads next anyway.
    lazy: lazyPage(pages, 'SubscriptionRedirect'),
  },
];
