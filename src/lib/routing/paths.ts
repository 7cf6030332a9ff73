// Every route path of the account centre (spec 2.1), with href builders. The route table,
// the navbar, redirects and tests all read paths from here and nowhere else.

const encode = (value: string | number) => encodeURIComponent(String(value));

/** Route patterns as react-router matches them. */
export const PATHS = {
  loading: '/',
  authCallback: '/auth/callback',
  authRenew: '/auth/renew',
  error: '/error',
  errorAliases: ['/auth-error', '/401', '/403', '/503'],
  accountError: '/account-error',
  schedule: '/schedule/:serviceAddressId',
  dashboard: '/dashboard',
  overview: '/overview',
  overviewService: '/overview/:serviceName',
  billing: '/billing',
  billingPayment: '/billing/payment',
  billingManage: '/billing/manage',
  billingHistory: '/billing/history',
  billingTransactions: '/billing/transactions',
  billingAutopay: '/billing/autopay',
  billingSubscription: '/billing/subscription/:featureName',
  billingAddress: '/billing/update-billing-address',
  billingPaperless: '/billing/paperless-billing',
  subscription: '/subscription/:featureName',
  documents: '/documents',
  smartHome: '/smart-home',
  purchaseHistory: '/purchase-history',
  appointments: '/appointments',
  appointmentReschedule: '/appointments/reschedule/:id',
  account: '/account/:serviceName',
  profile: '/profile',
  profileEditEmail: '/profile/edit-email',
  profileEditMobile: '/profile/edit-mobile-number',
  profileChangePassword: '/profile/change-password',
  profileVerbalPassword: '/profile/update-verbal-password',
  profileEmergencyContacts: '/profile/emergency-contacts',
  profileTwoFactor: '/profile/2fa',
  profileAccessActivity: '/profile/access-activity',
  profilePasskeys: '/profile/passkeys',
  communications: '/communications',
  referAFriend: '/refer-a-friend',
  orderConfirmation: '/order/:orderId/:salesChannel',
  saleConfirmation: '/sales/order/:orderId',
  notFound: '/404',
} as const;

/** Hrefs with parameters filled in (encoded). */
export const href = {
  schedule: (serviceAddressId: string) => `/schedule/${encode(serviceAddressId)}`,
  billingSubscription: (featureName: string) => `/billing/subscription/${encode(featureName)}`,
  appointmentReschedule: (id: string) => `/appointments/reschedule/${encode(id)}`,
  orderConfirmation: (orderId: string, salesChannel: string) =>
    `/order/${encode(orderId)}/${encode(salesChannel)}`,
  saleConfirmation: (orderId: string) => `/sales/order/${encode(orderId)}`,
  overview: (serviceName: string) => `/overview/${encode(serviceName)}`,
  account: (serviceName: string) => `/account/${encode(serviceName)}`,
  /** The error page with a state code (spec 8, error page state codes). */
  error: (state: ErrorState) => `${PATHS.error}?state=${encode(state)}`,
  /** A status route (/401, /403, /503) with a state code. */
  status: (status: 401 | 403 | 503, state?: ErrorState) =>
    state ? `/${status}?state=${encode(state)}` : `/${status}`,
} as const;

/** The error page's state codes (spec 8): the `state` of `href.error` and `href.status`. */
export const ERROR_STATES = {
  configMissing: 'auth_guard',
  redirectGuard: 'auth_redirect_guard',
  notLoggedIn: 'auth_guard_login',
  /** An API read was refused (403). */
  apiForbidden: 'api_forbidden',
  /** An API answered 503. */
  apiUnavailable: 'api_unavailable',
} as const;

/** One of {@link ERROR_STATES}. */
export type ErrorState = (typeof ERROR_STATES)[keyof typeof ERROR_STATES];

/** The loading route's `target` query value that asks for the primary service's scheduling. */
export const SCHEDULE_TARGET = '/schedule';

/** Paths that redirect, with where they go (spec 2.1). */
export const REDIRECTS = {
  overview: () => PATHS.dashboard,
  subscription: (featureName: string) => href.billingSubscription(featureName),
  account: () => PATHS.profile,
} as const;

/** True when `pathname` is one of the account centre's own routes (its first segment is). */
export function isAppPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  if (!first) return true;
  return Object.values(PATHS).some((pattern) =>
    [pattern].flat().some((path) => path.split('/')[1] === first),
  );
}
