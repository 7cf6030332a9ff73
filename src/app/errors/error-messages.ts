// Texts of the error pages (spec 8) that the spec leaves to us. Apart from messages.ts, whose
// strings the shell needs at first paint: these load with the error pages.
import { ROUTE_ERROR_TEXT } from '../messages';

/** Texts of the error pages and the account problem page that the spec leaves to us. */
export const ERROR_PAGE_TEXT = {
  ...ROUTE_ERROR_TEXT,
  notFoundTitle: 'Page not found',
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
