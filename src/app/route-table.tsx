// The account-centre route table (spec 2.1): every path, alias and redirect, with route names,
// requiresAuth and navbar metadata. Pages are lazy-loaded, one chunk per area.
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { APPOINTMENT_TITLES } from '../features/appointments/messages';
import { BILLING_TITLES } from '../features/billing/messages';
import { COMMUNICATIONS_TITLE } from '../features/communications/messages';
import { DASHBOARD_TEXT } from '../features/dashboard/messages';
import { DOCUMENTS_TITLE } from '../features/documents/messages';
import { ORDER_TITLES } from '../features/orders/messages';
import { PROFILE_TITLES } from '../features/profile/messages';
import { PURCHASE_HISTORY_TITLE } from '../features/purchase-history/messages';
import { REFERRAL_TITLE } from '../features/referral/messages';
import { SMART_HOME_TITLE } from '../features/smart-home/messages';
import { AuthenticatingScreen } from './loading-screen';
import { PATHS } from './paths';
import type { RouteHandle } from './route-handle';

type Module = Record<string, unknown>;

/** The renew page runs in a hidden iframe: nothing to show while it loads. */
function EmptyFallback() {
  return null;
}

/** A lazy route component: `lazy(() => import('x'), 'ExportName')`. */
function lazy(load: () => Promise<Module>, exportName: string): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[exportName] as ComponentType });
}

const billing = () => import('../features/billing/pages');
const profile = () => import('../features/profile/pages');
const appointments = () => import('../features/appointments/pages');
const orders = () => import('../features/orders/pages');
const errors = () => import('./error-pages');
const redirects = () => import('./redirects');

const auth = (name: string, crumb?: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({
  name,
  requiresAuth: true,
  ...(crumb ? { crumb } : {}),
  ...extra,
});
const open = (name: string, crumb?: string): RouteHandle => ({
  name,
  requiresAuth: false,
  ...(crumb ? { crumb } : {}),
});

/** What the table needs from the app. */
export interface RouteTableOptions {
  /** Spec 2.1: /purchase-history exists only when config.showPurchaseHistory === true. */
  showPurchaseHistory: boolean;
  /** Layout of every page but the sign-in callback and renew pages. */
  Shell: ComponentType;
  /** Runs the navigation guards (on every navigation). */
  guardLoader: LoaderFunction;
  /** Shown while the first navigation's guards run. */
  HydrateFallback: ComponentType;
  /** Shown when a route throws while rendering or loading. */
  ErrorBoundary: ComponentType;
}

/** The shell's children: every page of spec 2.1 that renders inside the app shell. */
export function shellRoutes(showPurchaseHistory: boolean): RouteObject[] {
  const errorPage = lazy(errors, 'ErrorPage');
  return [
    {
      index: true,
      id: 'loading',
      handle: auth('loading'),
      lazy: lazy(() => import('./loading-route'), 'LoadingRoute'),
    },
    { path: PATHS.error, id: 'Error', handle: open('Error', 'Error'), lazy: errorPage },
    ...PATHS.errorAliases.map((path): RouteObject => ({
      path,
      id: `Error${path}`,
      handle: open('Error', 'Error'),
      lazy: errorPage,
    })),
    {
      path: PATHS.accountError,
      id: 'account-error',
      handle: auth('account-error', 'Account'),
      lazy: lazy(errors, 'AccountErrorPage'),
    },
    {
      path: PATHS.dashboard,
      id: 'Dashboard',
      handle: auth('Dashboard', DASHBOARD_TEXT.title, {
        subNav: { display: DASHBOARD_TEXT.title, icon: 'dashboard' },
      }),
      lazy: lazy(() => import('../features/dashboard/pages'), 'DashboardPage'),
    },
    {
      path: PATHS.overview,
      id: 'overview',
      handle: auth('overview'),
      lazy: lazy(redirects, 'OverviewRedirect'),
    },
    {
      path: PATHS.overviewService,
      id: 'overview-service',
      handle: auth('overview-service'),
      lazy: lazy(redirects, 'OverviewRedirect'),
    },
    // Pages that load server data sit under the data layout (TanStack Query's provider).
    {
      id: 'data',
      lazy: lazy(() => import('./data-layout'), 'DataLayout'),
      children: [
        {
          path: PATHS.schedule,
          id: 'schedule',
          handle: auth('schedule', APPOINTMENT_TITLES.schedule),
          lazy: lazy(appointments, 'SchedulePage'),
        },
        {
          path: PATHS.billing,
          id: 'billing',
          handle: auth('billing', BILLING_TITLES.billing, {
            subNav: { display: BILLING_TITLES.billing, icon: 'billing' },
          }),
          children: [
            {
              index: true,
              id: 'billing-home',
              handle: auth('billing-home'),
              lazy: lazy(billing, 'BillingPage'),
            },
            {
              path: 'payment',
              id: 'billing-payment',
              handle: auth('billing-payment', BILLING_TITLES.payment),
              lazy: lazy(billing, 'PaymentPage'),
            },
            {
              path: 'manage',
              id: 'billing-manage',
              handle: auth('billing-manage', BILLING_TITLES.manage),
              lazy: lazy(billing, 'SavedPaymentMethodsPage'),
            },
            {
              path: 'history',
              id: 'billing-history',
              handle: auth('billing-history', BILLING_TITLES.history),
              lazy: lazy(billing, 'BillingHistoryPage'),
            },
            {
              path: 'transactions',
              id: 'billing-transactions',
              handle: auth('billing-transactions', BILLING_TITLES.transactions),
              lazy: lazy(billing, 'TransactionHistoryPage'),
            },
            {
              path: 'autopay',
              id: 'billing-autopay',
              handle: auth('billing-autopay', BILLING_TITLES.autopay),
              lazy: lazy(billing, 'AutopayPage'),
            },
            {
              path: 'subscription/:featureName',
              id: 'billing-subscription',
              handle: auth('billing-subscription', BILLING_TITLES.subscription),
              lazy: lazy(billing, 'SubscriptionsPage'),
            },
            {
              path: 'update-billing-address',
              id: 'billing-address',
              handle: auth('billing-address', BILLING_TITLES.billingAddress),
              lazy: lazy(billing, 'BillingAddressPage'),
            },
            {
              path: 'paperless-billing',
              id: 'billing-paperless',
              handle: auth('billing-paperless', BILLING_TITLES.paperless),
              lazy: lazy(billing, 'PaperlessBillingPage'),
            },
          ],
        },
        {
          path: PATHS.subscription,
          id: 'subscription',
          handle: auth('subscription'),
          lazy: lazy(redirects, 'SubscriptionRedirect'),
        },
        {
          path: PATHS.documents,
          id: 'documents',
          handle: auth('documents', DOCUMENTS_TITLE, {
            subNav: { display: DOCUMENTS_TITLE, icon: 'documents' },
          }),
          lazy: lazy(() => import('../features/documents/pages'), 'DocumentsPage'),
        },
        ...(showPurchaseHistory
          ? [
              {
                path: PATHS.purchaseHistory,
                id: 'purchase-history',
                handle: auth('purchase-history', PURCHASE_HISTORY_TITLE, {
                  subNav: { display: PURCHASE_HISTORY_TITLE, icon: 'purchase-history' },
                }),
                lazy: lazy(
                  () => import('../features/purchase-history/pages'),
                  'PurchaseHistoryPage',
                ),
              } satisfies RouteObject,
            ]
          : []),
        {
          path: PATHS.appointments,
          id: 'appointments',
          handle: auth('appointments', APPOINTMENT_TITLES.appointments, {
            subNav: { display: APPOINTMENT_TITLES.appointments, icon: 'appointments' },
          }),
          children: [
            {
              index: true,
              id: 'appointments-home',
              handle: auth('appointments-home'),
              lazy: lazy(appointments, 'AppointmentsPage'),
            },
            {
              path: 'reschedule/:id',
              id: 'appointments-reschedule',
              handle: auth('appointments-reschedule', APPOINTMENT_TITLES.reschedule),
              lazy: lazy(appointments, 'ReschedulePage'),
            },
          ],
        },
        {
          path: PATHS.profile,
          id: 'profile',
          handle: auth('profile', PROFILE_TITLES.profile, {
            subNav: { display: PROFILE_TITLES.profile, icon: 'profile' },
          }),
          children: [
            {
              index: true,
              id: 'profile-home',
              handle: auth('profile-home'),
              lazy: lazy(profile, 'ProfilePage'),
            },
            {
              path: 'edit-email',
              id: 'profile-edit-email',
              handle: auth('profile-edit-email', PROFILE_TITLES.editEmail),
              lazy: lazy(profile, 'EditEmailPage'),
            },
            {
              path: 'edit-mobile-number',
              id: 'profile-edit-mobile',
              handle: auth('profile-edit-mobile', PROFILE_TITLES.editMobile),
              lazy: lazy(profile, 'EditMobileNumberPage'),
            },
            {
              path: 'change-password',
              id: 'profile-change-password',
              handle: auth('profile-change-password', PROFILE_TITLES.changePassword),
              lazy: lazy(profile, 'ChangePasswordPage'),
            },
            {
              path: 'update-verbal-password',
              id: 'profile-verbal-password',
              handle: auth('profile-verbal-password', PROFILE_TITLES.verbalPassword),
              lazy: lazy(profile, 'VerbalPasswordPage'),
            },
            {
              path: 'emergency-contacts',
              id: 'profile-emergency-contacts',
              handle: auth('profile-emergency-contacts', PROFILE_TITLES.emergencyContacts),
              lazy: lazy(profile, 'EmergencyContactsPage'),
            },
            {
              path: '2fa',
              id: 'profile-2fa',
              handle: auth('profile-2fa', PROFILE_TITLES.twoFactor),
              lazy: lazy(profile, 'TwoFactorPage'),
            },
            {
              path: 'access-activity',
              id: 'profile-access-activity',
              handle: auth('profile-access-activity', PROFILE_TITLES.accessActivity),
              lazy: lazy(profile, 'AccessActivityPage'),
            },
          ],
        },
        {
          path: PATHS.account,
          id: 'account',
          handle: auth('account'),
          lazy: lazy(redirects, 'AccountRedirect'),
        },
        {
          path: PATHS.referAFriend,
          id: 'refer-a-friend',
          handle: auth('refer-a-friend', REFERRAL_TITLE, {
            subNav: { display: REFERRAL_TITLE, icon: 'referral' },
          }),
          lazy: lazy(() => import('../features/referral/pages'), 'ReferralPage'),
        },
        {
          path: PATHS.smartHome,
          id: 'smart-home',
          handle: auth('smart-home', SMART_HOME_TITLE, {
            nav: { display: SMART_HOME_TITLE, icon: 'smart-home' },
          }),
          lazy: lazy(() => import('../features/smart-home/pages'), 'SmartHomePage'),
        },
        {
          path: PATHS.communications,
          id: 'communications',
          handle: auth('communications', COMMUNICATIONS_TITLE, {
            nav: { display: COMMUNICATIONS_TITLE, icon: 'communications' },
          }),
          lazy: lazy(() => import('../features/communications/pages'), 'CommunicationsPage'),
        },
        {
          path: PATHS.orderConfirmation,
          id: 'order-confirmation',
          handle: auth('order-confirmation', ORDER_TITLES.order),
          lazy: lazy(orders, 'OrderConfirmationPage'),
        },
        {
          path: PATHS.saleConfirmation,
          id: 'sale-confirmation',
          handle: auth('sale-confirmation', ORDER_TITLES.sale),
          lazy: lazy(orders, 'SaleConfirmationPage'),
        },
      ],
    },
    {
      path: PATHS.notFound,
      id: '404',
      handle: open('404', 'Page not found'),
      lazy: lazy(errors, 'NotFoundPage'),
    },
    {
      path: '*',
      id: 'not-found',
      handle: open('404', 'Page not found'),
      lazy: lazy(errors, 'NotFoundPage'),
    },
  ];
}

/** The full table: callback and renew pages outside the shell, everything else inside it. */
export function createRoutes(options: RouteTableOptions): RouteObject[] {
  return [
    {
      path: PATHS.authCallback,
      id: 'auth-callback',
      handle: open('auth-callback'),
      HydrateFallback: AuthenticatingScreen,
      lazy: lazy(() => import('./callback-page'), 'CallbackPage'),
    },
    {
      path: PATHS.authRenew,
      id: 'auth-renew',
      handle: open('auth-renew'),
      HydrateFallback: EmptyFallback,
      lazy: lazy(() => import('./renew-page'), 'RenewPage'),
    },
    {
      id: 'root',
      Component: options.Shell,
      loader: options.guardLoader,
      // Guards run on every navigation, not only when the root's params change.
      shouldRevalidate: () => true,
      HydrateFallback: options.HydrateFallback,
      ErrorBoundary: options.ErrorBoundary,
      children: shellRoutes(options.showPurchaseHistory),
    },
  ];
}
