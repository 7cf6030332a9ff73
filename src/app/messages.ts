// Strings the spec quotes for the app shell, guards and error pages (spec 2, 6, 8), verbatim.

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
  logOut: 'Log Out',
} as const;

/** Error page state codes (spec 8). */
export const ERROR_STATES = {
  configMissing: 'auth_guard',
  redirectGuard: 'auth_redirect_guard',
  notLoggedIn: 'auth_guard_login',
  /** An API read was refused (403). */
  apiForbidden: 'api_forbidden',
  /** An API answered 503. */
  apiUnavailable: 'api_unavailable',
} as const;

/** Texts of the error pages and the account problem page that the spec leaves to us. */
export const ERROR_PAGE_TEXT = {
  errorTitle: 'Something went wrong',
  notFoundTitle: 'Page not found',
  genericMessage: 'An unexpected error occurred. Please try again.',
  home: 'Go to the dashboard',
  accountErrorTitle: 'We could not open your account',
  accountErrorIntro: 'Your sign-in worked, but we could not find an account for',
  accountErrorIntroNoEmail: 'Your sign-in worked, but we could not find your account.',
  accountErrorHelp:
    'Contact support and we will connect your sign-in to your account, or log out and sign in with another email address.',
  contactSupport: 'Contact support',
  /** Spec 6's account error codes, in words. */
  accountProblems: {
    NOCONTACT:
      'We have no customer record that matches this email address. This happens when the address on your contract is a different one, or your account is still being set up.',
    NOTADMIN: 'This sign-in does not have permission to manage the account.',
    NOTSIGNER: 'Only the person who signed the contract can open this account.',
    NOTACTIVE: 'This account is not active.',
  } as Record<string, string>,
  accountProblemUnknown: 'Something about this account needs our help before you can use it.',
  errorCode: 'Error code',
} as const;
