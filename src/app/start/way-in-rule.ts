// The early decision of the way in (issue 29): a visit with no stored sign-in, on a page that
// needs one, goes straight to the sign-in request instead of downloading and running the whole
// account centre first only to learn that. It runs in a tiny blocking <head> script (way-in.ts),
// before the app's entry is fetched, so it cannot ask the router: it keeps its own list of the
// route table's signed-in pages, which way-in-rule.test.ts holds to the real table. When unsure,
// it answers "load the app": the app's own guards then decide, exactly as before.
import { PATHS } from '../../lib/routing/paths';
import { USER_KEY_PREFIX } from '../../lib/shared/stored-user';
import { signInStartUrl, WAY_IN_FALLBACK_KEY } from './way-in-handoff';

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

/** The path's segments as the router compares them (case-insensitive, one trailing slash). */
function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  return trimmed === '/' ? [] : trimmed.toLowerCase().split('/').slice(1);
}

/** True when `pathname` matches `pattern` (`:name` stands for one non-empty segment). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  return (
    wanted.length === actual.length &&
    wanted.every((part, i) => {
      const segment = actual[i] ?? '';
      return part.startsWith(':') ? segment !== '' : part === segment;
    })
  );
}

/** True when the page at `pathname` surely needs a signed-in customer. */
export function needsSignIn(pathname: string): boolean {
  return SIGNED_IN_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}

/**
 * True when oidc-client-ts keeps any user in `storage`: valid, expired (the app may renew it with
 * its refresh token) or of another configuration. The exact key needs config.json, which the head
 * script does not wait for; any stored user means the app, which knows, decides.
 */
export function hasStoredUser(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(USER_KEY_PREFIX)) return true;
  }
  return false;
}

/** The visit the head script looks at. */
export interface WayInVisit {
  pathname: string;
  search: string;
  hash: string;
  referrer: string;
  /** Read lazily: a browser that blocks storage throws on access. */
  localStorage: () => Pick<Storage, 'length' | 'key'>;
  sessionStorage: () => Pick<Storage, 'getItem' | 'removeItem'>;
}

/**
 * Where a visit goes before the app loads: the sign-in starter's URL, or null to load the app.
 * Null with a stored user, on a public page, right after the starter fell back, and whenever
 * storage cannot be read (the app then shows what it shows without storage).
 */
export function wayInTarget(visit: WayInVisit): string | null {
  try {
    const session = visit.sessionStorage();
    if (session.getItem(WAY_IN_FALLBACK_KEY)) {
      session.removeItem(WAY_IN_FALLBACK_KEY);
      return null;
    }
    if (!needsSignIn(visit.pathname) || hasStoredUser(visit.localStorage())) return null;
  } catch {
    return null;
  }
  return signInStartUrl({
    returnPath: `${visit.pathname}${visit.search}${visit.hash}`,
    referrer: visit.referrer,
  });
}
