// Navigation guards of spec 2.1, in the spec's order, as one pure async function so the order
// and every outcome can be tested without a browser.
import type { RuntimeConfig } from '../../lib/shared/config';
import { hasSsoSection } from '../../lib/shared/config';
import { ERROR_STATES, href, PATHS } from '../../lib/routing/paths';

/** The navigation being guarded. */
export interface GuardTarget {
  pathname: string;
  search: string;
  hash: string;
  /** Route meta flag requiresAuth of the deepest matched route. */
  requiresAuth: boolean;
}

/** What the guards need from the app; injected for tests. */
export interface GuardDeps {
  isFirstNavigation: boolean;
  startProgress: () => void;
  config: RuntimeConfig | null;
  /** Resolves to true when a valid (profile, unexpired) user is signed in. */
  checkSignedIn: () => Promise<boolean>;
  /** Loads user info once signed in (sets loginRedirect on an account problem). */
  ensureUserInfo: () => Promise<void>;
  /** Current login-redirect target of the auth status. */
  loginRedirect: () => string | null;
  /** True when user info failed (the auth status's noContactFound): an account problem. */
  accountProblem?: () => boolean;
}

/** Result of the guards. */
export type GuardOutcome =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'sign-in'; returnPath: string };

/** Runs the guards in order: progress bar, config, sign-in, login-redirect target. */
export async function runGuards(target: GuardTarget, deps: GuardDeps): Promise<GuardOutcome> {
  // 1. Progress bar, except on the first navigation (the Loading... screen covers that).
  if (!deps.isFirstNavigation) deps.startProgress();
  if (!target.requiresAuth) {
    // Public pages (404, error pages) still show who is signed in: the header's Log Out and
    // cart need it (issue 15). Never a redirect from here, whatever the answer.
    if (hasSsoSection(deps.config)) {
      try {
        if (await deps.checkSignedIn()) await deps.ensureUserInfo();
      } catch {
        // Not signed in, as far as this page is concerned.
      }
    }
    return { kind: 'allow' };
  }

  // 2. Runtime config: without an sso section nothing can sign in.
  if (!hasSsoSection(deps.config)) {
    return { kind: 'redirect', to: href.status(503, ERROR_STATES.configMissing) };
  }

  // 3. Sign-in: an invalid user, or a failure reading it, goes to login with a return path.
  const returnPath = `${target.pathname}${target.search}${target.hash}`;
  let signedIn = false;
  try {
    signedIn = await deps.checkSignedIn();
  } catch {
    signedIn = false;
  }
  if (!signedIn) return { kind: 'sign-in', returnPath };
  await deps.ensureUserInfo();

  // 4. Keep the user on the login-redirect target (the account error page after a problem).
  const to = loginRedirectTarget(
    target.pathname,
    deps.loginRedirect(),
    deps.accountProblem?.() ?? false,
  );
  return to ? { kind: 'redirect', to } : { kind: 'allow' };
}

/** Pages that handle an account problem themselves: the loading route sends it to /account-error. */
const PROBLEM_PAGES: readonly string[] = [PATHS.loading, PATHS.accountError];

/**
 * Guard 4 alone: the login-redirect target when it is set and is not the page. When user info
 * failed (`accountProblem`) without naming a target (no `errors.errorId` list: a server or
 * network failure, or a single error id), guard 4 has nowhere to keep the user and the page
 * cannot show without an account: the error page with the state code `auth_redirect_guard`
 * (spec 8) says so. Else null.
 */
export function loginRedirectTarget(
  pathname: string,
  loginRedirect: string | null,
  accountProblem = false,
): string | null {
  if (loginRedirect) return pathname !== loginRedirect ? loginRedirect : null;
  if (accountProblem && !PROBLEM_PAGES.includes(pathname)) {
    return href.error(ERROR_STATES.redirectGuard);
  }
  return null;
}

/** What the first navigation's guards can answer before anything is awaited. */
export type FirstGuardAnswer =
  /** The page may render now; the sign-in lookup or user info goes on behind it. */
  | 'allow'
  /** Nothing is known at once: the guards run (and the page waits) as on any navigation. */
  | 'run-guards';

/**
 * The first navigation's guards as far as they are known synchronously, so the shell can render
 * with the first frame instead of after the guards: a public page is allowed (its guards never
 * redirect); a page needing sign-in is allowed when sign-in is configured and the stored user is
 * valid, its user info then loading behind it (the shell shows Loading... in the page's place
 * until it answers, and guard 4 applies then: see {@link loginRedirectTarget}). Without the
 * configuration (503) or without a valid stored user (sign-in, or a renewal by the library) the
 * guards run exactly as on every other navigation.
 */
export function firstGuardAnswer(
  target: Pick<GuardTarget, 'requiresAuth'>,
  deps: { config: RuntimeConfig | null; hasValidStoredUser: () => boolean },
): FirstGuardAnswer {
  if (!target.requiresAuth) return 'allow';
  if (!hasSsoSection(deps.config)) return 'run-guards';
  return deps.hasValidStoredUser() ? 'allow' : 'run-guards';
}
