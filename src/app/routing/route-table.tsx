// The account-centre route table (spec 2.1): composes the features' typed route objects (each
// feature's routes.ts) with the app's own routes (loading, errors, redirects). Pages are
// lazy-loaded, one chunk per area. The order here is the navbar's order.
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { appointmentRoutes } from '../../features/appointments/routes';
import { billingRoutes } from '../../features/billing/routes';
import { communicationsRoutes } from '../../features/communications/routes';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { documentRoutes } from '../../features/documents/routes';
import { orderRoutes } from '../../features/orders/routes';
import { profileRoutes } from '../../features/profile/routes';
import { purchaseHistoryRoutes } from '../../features/purchase-history/routes';
import { referralRoutes } from '../../features/referral/routes';
import { smartHomeRoutes } from '../../features/smart-home/routes';
import { PATHS } from '../../lib/routing/paths';
import { authHandle, lazyPage, openHandle, type AppRoute } from '../../lib/routing/routes';
import { AuthenticatingScreen } from '../loading-screen';

/** The renew page runs in a hidden iframe: nothing to show while it loads. */
function EmptyFallback() {
  return null;
}

const errors = () => import('../errors/error-pages');
const redirects = () => import('./redirects');

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
  const errorPage = lazyPage(errors, 'ErrorPage');
  return [
    {
      index: true,
      id: 'loading',
      handle: authHandle('loading'),
      lazy: lazyPage(() => import('./loading-route'), 'LoadingRoute'),
    },
    { path: PATHS.error, id: 'Error', handle: openHandle('Error', 'error'), lazy: errorPage },
    ...PATHS.errorAliases.map((path): AppRoute => ({
      path,
      id: `Error${path}`,
      handle: openHandle('Error', 'error'),
      lazy: errorPage,
    })),
    {
      path: PATHS.accountError,
      id: 'account-error',
      handle: authHandle('account-error', 'account'),
      lazy: lazyPage(errors, 'AccountErrorPage'),
    },
    ...dashboardRoutes,
    {
      path: PATHS.overview,
      id: 'overview',
      handle: authHandle('overview'),
      lazy: lazyPage(redirects, 'OverviewRedirect'),
    },
    {
      path: PATHS.overviewService,
      id: 'overview-service',
      handle: authHandle('overview-service'),
      lazy: lazyPage(redirects, 'OverviewRedirect'),
    },
    // Pages that load server data sit under the data layout (TanStack Query's provider).
    {
      id: 'data',
      lazy: lazyPage(() => import('./data-layout'), 'DataLayout'),
      children: [
        ...billingRoutes,
        ...documentRoutes,
        ...(showPurchaseHistory ? purchaseHistoryRoutes : []),
        ...appointmentRoutes,
        ...profileRoutes,
        {
          path: PATHS.account,
          id: 'account',
          handle: authHandle('account'),
          lazy: lazyPage(redirects, 'AccountRedirect'),
        },
        ...referralRoutes,
        ...smartHomeRoutes,
        ...communicationsRoutes,
        ...orderRoutes,
      ],
    },
    {
      path: PATHS.notFound,
      id: '404',
      handle: openHandle('404', 'notFound'),
      lazy: lazyPage(errors, 'NotFoundPage'),
    },
    {
      path: '*',
      id: 'not-found',
      handle: openHandle('404', 'notFound'),
      lazy: lazyPage(errors, 'NotFoundPage'),
    },
  ];
}

/** The full table: callback and renew pages outside the shell, everything else inside it. */
export function createRoutes(options: RouteTableOptions): RouteObject[] {
  return [
    {
      path: PATHS.authCallback,
      id: 'auth-callback',
      handle: openHandle('auth-callback'),
      HydrateFallback: AuthenticatingScreen,
      lazy: lazyPage(() => import('../session/callback-page'), 'CallbackPage'),
    },
    {
      path: PATHS.authRenew,
      id: 'auth-renew',
      handle: openHandle('auth-renew'),
      HydrateFallback: EmptyFallback,
      lazy: lazyPage(() => import('../session/renew-page'), 'RenewPage'),
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
