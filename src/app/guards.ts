// Navigation guards of spec 2.1, in the spec's order, as one pure async function so the order
// and every outcome can be tested without a browser.
import type { RuntimeConfig } from '../lib/config';
import { hasSsoSection } from '../lib/config';
import { ERROR_STATES } from './messages';
import { href } from '../lib/paths';

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
  const loginRedirect = deps.loginRedirect();
  if (loginRedirect && target.pathname !== loginRedirect) {
    return { kind: 'redirect', to: loginRedirect };
  }
  return { kind: 'allow' };
}
