// Texts of the error pages (spec 8) that the spec leaves to us. Apart from messages.ts, whose
// strings the shell needs at first paint: these load with the error pages.
import { ROUTE_ERROR_TEXT } from '../messages';

/** Texts of the error pages and the account problem page that the spec leaves to us. */
export const ERROR_PAGE_TEXT = {
  ...ROUTE_ERROR_TEXT,
  notFoundTitle: 'Page not found',
  accountErrorTitle: 'We could not open your account',
  accountErrorIntro: 'Your sign-in worked, but we could not find an account for',
  accountErrorIntroNoEmail: 'Your sign-in worked, but we could not open your account.',
  accountErrorHelp:
    'Contact support and we will connect your sign-in to your account, or log out and sign in with another email address.',
  contactSupport: 'Contact support',
  /** Spec 3's six account error codes, in words (the spec gives the codes, not their texts). */
  accountProblems: {
    NOCONTACT:
      'We have no customer record that matches this email address. This happens when the address on your contract is a different one, or your account is still being set up.',
    NOTACTIVE:
      'This account is not active. Its service has ended or has not started yet, so there is nothing to manage online.',
    NOTADMIN:
      "This sign-in does not have permission to manage the account. Only the account's administrator can open the account centre; ask them to give you access.",
    NOTSIGNER:
      "Only the person who signed the contract can open this account. Sign in with the contract signer's email address, or ask them to add you.",
    TELUSTRANSFERRED:
      'Your account has moved to TELUS. Your services and billing are now managed by TELUS, so they are no longer shown here.',
    NOMATCHINGEMAIL:
      'The email address you signed in with does not match the one on your account. Sign in with the email address on your contract, or contact support to change it.',
  } as Record<string, string>,
  accountProblemUnknown: 'Something about this account needs our help before you can use it.',
  /** Spec 8 state code auth_redirect_guard: guard 4 had no page to keep the user on. */
  redirectGuard:
    'We could not load your account, so we could not open this page. Please try again in a few minutes.',
  errorCode: 'Error code',
} as const;
