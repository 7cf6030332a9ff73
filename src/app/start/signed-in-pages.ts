// The route table's pages that need a signed-in customer, for the way in's head script
// (way-in.ts, issue 29). It runs before the app is fetched, so it cannot ask the router: the
// build gives it this list as one regular expression (scripts/build/way-in-script.ts), and
// way-in-rule.test.ts holds that expression to the real route table. Only the build and the
// tests import this module: the head script carries the expression, not the paths.
import { PATHS } from '../../lib/routing/paths';

/**
 * Route patterns whose page needs a signed-in customer (requiresAuth in the route table). Left
 * out on purpose: /purchase-history, which exists only when config.json says so (else it is the
 * public 404 page); the app decides it, as every page before issue 29.
 */
export const SIGNED_IN_PATTERNS: readonly string[] = [
  PATHS.loading,
  PATHS.accountError,
  PATHS.schedule,
  PATHS.dashboard,
  PATHS.overview,
  PATHS.overviewService,
  PATHS.billing,
  PATHS.billingPayment,
  PATHS.billingManage,
  PATHS.billingHistory,
  PATHS.billingTransactions,
  PATHS.billingAutopay,
  PATHS.billingSubscription,
  PATHS.billingAddress,
  PATHS.billingPaperless,
  PATHS.subscription,
  PATHS.documents,
  PATHS.smartHome,
  PATHS.appointments,
  PATHS.appointmentReschedule,
  PATHS.account,
  PATHS.profile,
  PATHS.profileEditEmail,
  PATHS.profileEditMobile,
  PATHS.profileChangePassword,
  PATHS.profileVerbalPassword,
  PATHS.profileEmergencyContacts,
  PATHS.profileTwoFactor,
  PATHS.profileAccessActivity,
  PATHS.profilePasskeys,
  PATHS.communications,
  PATHS.referAFriend,
  PATHS.orderConfirmation,
  PATHS.saleConfirmation,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The source of a regular expression (used with the `i` flag) that matches a pathname as the
 * router matches these patterns: case-insensitive, one trailing slash allowed, `:name` for one
 * non-empty segment. `/` is the one pattern with no segment; `//` is also `/` to the router.
 */
export function signedInPagesSource(patterns: readonly string[] = SIGNED_IN_PATTERNS): string {
  const alternatives = patterns.map((pattern) =>
    pattern === '/'
      ? '/?'
      : pattern
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
          .join('/'),
  );
  return `^(?:${alternatives.join('|')})/?$`;
}

const SIGNED_IN_PAGES = new RegExp(signedInPagesSource(), 'i');

/** True when the page at `pathname` surely needs a signed-in customer (as the head script tells). */
export function needsSignIn(pathname: string): boolean {
  return SIGNED_IN_PAGES.test(pathname);
}
