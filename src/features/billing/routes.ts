// Routes of the billing area (spec 2.1 /billing, its nine children and the /subscription alias).
// The parent renders the area's sub-navigation (BillingLayout) around its children.
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routing/routes';
import { BILLING_TITLES } from './titles';

const pages = () => import('./pages');

/** A child page: route id (also its name), path, breadcrumb and the page's export name. */
function child(
  id: string,
  path: string,
  crumb: string,
  page: keyof Awaited<ReturnType<typeof pages>>,
): AppRoute {
  return { path, id, handle: authHandle(id, crumb), lazy: lazyPage(pages, page) };
}

export const billingRoutes: AppRoute[] = [
  {
    path: PATHS.billing,
    id: 'billing',
    handle: authHandle('billing', BILLING_TITLES.billing, {
      subNav: { display: BILLING_TITLES.billing, icon: 'billing' },
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
      child('billing-payment', PATHS.billingPayment, BILLING_TITLES.payment, 'PaymentPage'),
      child(
        'billing-manage',
        PATHS.billingManage,
        BILLING_TITLES.manage,
        'SavedPaymentMethodsPage',
      ),
      child('billing-history', PATHS.billingHistory, BILLING_TITLES.history, 'BillingHistoryPage'),
      child(
        'billing-transactions',
        PATHS.billingTransactions,
        BILLING_TITLES.transactions,
        'TransactionHistoryPage',
      ),
      child('billing-autopay', PATHS.billingAutopay, BILLING_TITLES.autopay, 'AutopayPage'),
      child(
        'billing-subscription',
        PATHS.billingSubscription,
        BILLING_TITLES.subscription,
        'SubscriptionsPage',
      ),
      child(
        'billing-address',
        PATHS.billingAddress,
        BILLING_TITLES.billingAddress,
        'BillingAddressPage',
      ),
      child(
        'billing-paperless',
        PATHS.billingPaperless,
        BILLING_TITLES.paperless,
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
