// Strings the spec quotes for the app shell, guards and error pages (spec 2, 6, 8), verbatim.
// The error pages' state codes are part of their addresses: ERROR_STATES in src/lib/routing/paths.ts.

export const APP_MESSAGES = {
  loading: 'Loading...',
  authenticating: 'Authenticating...',
  unauthorized: 'You do not have permission to view this page',
  forbidden: 'Your request has been denied',
  invalidConfiguration: 'Missing/Invalid configuration',
  notLoggedIn: 'You are not logged in.',
  /** Ours (the spec words no 503 for the API): a service that is down, in plain words. */
  serviceUnavailable:
    'This part of your account is not available right now. Please try again in a few minutes.',
  notFound: (path: string) => `The page "${path}" does not exist.`,
  notFoundNoPath: 'The page you requested does not exist.',
  sessionTimeoutTitle: 'Session Timeout',
  sessionTimeoutText: 'For your security, your session has timed out. Please log in again.',
  logIn: 'Log In',
  /** The navbar's entry (spec 2.1 "Logout"). */
  navLogout: 'Logout',
  navAttention: (count: number) =>
    count === 1 ? '1 needs your attention' : `${count} need your attention`,
  logOut: 'Log Out',
} as const;

/** The last-resort error screen's words (route-error.tsx, in the first load); the error pages'
 * other texts are in error-messages.ts, which loads with them. */
export const ROUTE_ERROR_TEXT = {
  errorTitle: 'Something went wrong',
  genericMessage: 'An unexpected error occurred. Please try again.',
  home: 'Go to the dashboard',
} as const;
