// Runs the guards as the root route's loader, so every navigation passes them before any page
// renders, and turns their outcome into router redirects or the provider's login page.
import {
  matchRoutes,
  redirect,
  type LoaderFunction,
  type RouteMatch,
  type RouteObject,
} from 'react-router-dom';
import type { RuntimeConfig } from '../../lib/shared/config';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { hasSsoSection } from '../../lib/shared/config';
import { firstGuardAnswer, loginRedirectTarget, runGuards } from './guards';
import { ERROR_STATES, href } from '../../lib/routing/paths';
import { useProgressStore } from './progress-store';
import { routeHandle } from '../../lib/routing/route-handle';
import type { Session } from '../session/session';

/** What the loader needs. */
export interface GuardLoaderDeps {
  session: Session;
  config: RuntimeConfig | null;
  /** The route table (read lazily: the loader is part of it). */
  routes: () => RouteObject[];
  /** True when the first navigation was allowed at once (see startFirstNavigation). */
  firstAllowedAtOnce?: () => boolean;
}

/** requiresAuth of the deepest route matching a path (unknown paths: the 404 route's). */
export function requiresAuthFor(routes: RouteObject[], pathname: string): boolean {
  return requiresAuthOf(matchRoutes(routes, pathname));
}

/** requiresAuth of the deepest of a path's matched routes. */
export function requiresAuthOf(matches: RouteMatch[] | null): boolean {
  return routeHandle((matches ?? []).at(-1)?.route)?.requiresAuth ?? true;
}

export function createGuardLoader(deps: GuardLoaderDeps): LoaderFunction {
  let firstNavigation = true;
  return async ({ request }) => {
    const url = new URL(request.url);
    // After a first navigation allowed at once, the loader's first run is the second navigation.
    const isFirstNavigation = firstNavigation && !deps.firstAllowedAtOnce?.();
    firstNavigation = false;
    const outcome = await runGuards(
      {
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        requiresAuth: requiresAuthFor(deps.routes(), url.pathname),
      },
      {
        isFirstNavigation,
        startProgress: () => useProgressStore.getState().start(),
        config: deps.config,
        checkSignedIn: () => deps.session.checkSignedIn(),
        ensureUserInfo: () => deps.session.ensureUserInfo(),
        loginRedirect: () => useAuthStatusStore.getState().loginRedirect,
        accountProblem: () => useAuthStatusStore.getState().noContactFound,
      },
    );
    if (outcome.kind === 'redirect') throw redirect(outcome.to);
    if (outcome.kind === 'sign-in') {
      try {
        await deps.session.signIn(outcome.returnPath);
      } catch {
        throw redirect(href.error(ERROR_STATES.notLoggedIn));
      }
      // The browser is leaving for the login page: keep showing Loading... until it does.
      return new Promise<never>(() => undefined);
    }
    return null;
  };
}

/** The first navigation, begun before the router exists. */
export interface FirstNavigation {
  /** True when the page may render at once: the root loader does not run for it. */
  allowedAtOnce: boolean;
  /**
   * Once the router exists: guard 4 (the login-redirect target) for the user info this started,
   * applied when it answers. `pathname` is where the user is by then.
   */
  settle: (navigate: (to: string) => void, pathname: () => string) => void;
}

/**
 * Starts the first navigation from what is synchronously known (see firstGuardAnswer), so the
 * shell renders with the first frame while user info loads beside the page's code, instead of
 * after the guards. When nothing is known at once, the root loader runs the guards as before.
 */
export function startFirstNavigation(deps: {
  session: Session;
  config: RuntimeConfig | null;
  /** The routes the first location matches (react-router's matchRoutes). */
  matches: RouteMatch[] | null;
}): FirstNavigation {
  const { session, config } = deps;
  const requiresAuth = requiresAuthOf(deps.matches);
  const answer = firstGuardAnswer(
    { requiresAuth },
    { config, hasValidStoredUser: () => session.checkStoredSignIn() },
  );
  const nothingToSettle = () => undefined;
  if (answer === 'run-guards') return { allowedAtOnce: false, settle: nothingToSettle };
  if (!requiresAuth) {
    // Public pages still show who is signed in (issue 15); never a redirect from here.
    if (hasSsoSection(config)) {
      void session
        .checkSignedIn()
        .then((signedIn) => (signedIn ? session.ensureUserInfo() : undefined))
        .catch(() => undefined);
    }
    return { allowedAtOnce: true, settle: nothingToSettle };
  }
  // Signed in (guard 3 recorded it): user info now, beside the page's code and first render.
  const userInfo = session.ensureUserInfo();
  return {
    allowedAtOnce: true,
    settle: (navigate, pathname) =>
      void userInfo.then(() => {
        const { loginRedirect, noContactFound } = useAuthStatusStore.getState();
        const to = loginRedirectTarget(pathname(), loginRedirect, noContactFound);
        if (to) navigate(to);
      }),
  };
}
