// Routes of the billing area (spec 2.1 /billing, its nine children and the /subscription alias).
import { PATHS } from '../../lib/paths';
import { authHandle, lazyPage, type AppRoute } from '../../lib/routes';
import { BILLING_TITLES } from './messages';

const pages = () => import('./pages');

export const billingRoutes: AppRoute[] = [
  {
    path: PATHS.billing,
    id: 'billing',
    handle: authHandle('billing', BILLING_TITLES.billing, {
      subNav: { display: BILLING_TITLES.billing, icon: 'billing' },
      serviceScoped: true,
    }),
    children: [
      {
        index: true,
        id: 'billing-home',
        handle: authHandle('billing-home'),
        lazy: lazyPage(pages, 'BillingPage'),
      },
      {
        path: PATHS.billingPayment,
        id: 'billing-payment',
        handle: authHandle('billing-payment', BILLING_TITLES.payment),
        lazy: lazyPage(pages, 'PaymentPage'),
      },
      {
        path: PATHS.billingManage,
        id: 'billing-manage',
        handle: authHandle('billing-manage', BILLING_TITLES.manage),
        lazy: lazyPage(pages, 'SavedPaymentMethodsPage'),
      },
      {
        path: PATHS.billingHistory,
        id: 'billing-history',
        handle: authHandle('billing-history', BILLING_TITLES.history),
        lazy: lazyPage(pages, 'BillingHistoryPage'),
      },
      {
        path: PATHS.billingTransactions,
        id: 'billing-transactions',
        handle: authHandle('billing-transactions', BILLING_TITLES.transactions),
        lazy: lazyPage(pages, 'TransactionHistoryPage'),
      },
      {
        path: PATHS.billingAutopay,
        id: 'billing-autopay',
        handle: authHandle('billing-autopay', BILLING_TITLES.autopay),
        lazy: lazyPage(pages, 'AutopayPage'),
      },
      {
        path: PATHS.billingSubscription,
        id: 'billing-subscription',
        handle: authHandle('billing-subscription', BILLING_TITLES.subscription),
        lazy: lazyPage(pages, 'SubscriptionsPage'),
      },
      {
        path: PATHS.billingAddress,
        id: 'billing-address',
        handle: authHandle('billing-address', BILLING_TITLES.billingAddress),
        lazy: lazyPage(pages, 'BillingAddressPage'),
      },
      {
        path: PATHS.billingPaperless,
        id: 'billing-paperless',
        handle: authHandle('billing-paperless', BILLING_TITLES.paperless),
        lazy: lazyPage(pages, 'PaperlessBillingPage'),
      },
    ],
  },
  {
    path: PATHS.subscription,
    id: 'subscription',
    handle: authHandle('subscription'),
    lazy: lazyPage(() => import('./subscription-redirect'), 'SubscriptionRedirect'),
  },
];
