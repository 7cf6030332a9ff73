// Runs the guards as the root route's loader, so every navigation passes them before any page
// renders, and turns their outcome into router redirects or the provider's login page.
import { matchRoutes, redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { RuntimeConfig } from '../lib/config';
import { useAuthStatusStore } from '../stores/auth-status-store';
import { runGuards } from './guards';
import { ERROR_STATES } from './messages';
import { href } from '../lib/paths';
import { useProgressStore } from './progress-store';
import { routeHandle } from '../lib/route-handle';
import type { Session } from './session';

/** What the loader needs. */
export interface GuardLoaderDeps {
  session: Session;
  config: RuntimeConfig | null;
  /** The route table (read lazily: the loader is part of it). */
  routes: () => RouteObject[];
}

/** requiresAuth of the deepest route matching a path (unknown paths: the 404 route's). */
export function requiresAuthFor(routes: RouteObject[], pathname: string): boolean {
  const deepest = (matchRoutes(routes, pathname) ?? []).at(-1);
  return routeHandle(deepest?.route)?.requiresAuth ?? true;
}

export function createGuardLoader(deps: GuardLoaderDeps): LoaderFunction {
  let firstNavigation = true;
  return async ({ request }) => {
    const url = new URL(request.url);
    const isFirstNavigation = firstNavigation;
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
