import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router-dom';
import { requiresAuthFor } from '../routing/guard-loader';
import { createRoutes } from '../routing/route-table';
import { needsSignIn, wayInTarget, type WayInVisit } from './way-in-rule';
import { readHandoff, SIGN_IN_START_PATH, WAY_IN_FALLBACK_KEY } from './way-in-handoff';

const Nothing = () => null;

/** The app's real route table, as the guards read it. */
function routeTable(showPurchaseHistory: boolean) {
  return createRoutes({
    showPurchaseHistory,
    Shell: Nothing,
    HydrateFallback: Nothing,
    ErrorBoundary: Nothing,
    guardLoader: (() => null) as LoaderFunction,
  });
}

/** Every route of spec 2.1 with its parameters filled, and paths the router treats in its way. */
const SAMPLE_PATHS = [
  '/',
  '/auth/callback',
  '/auth/renew',
  '/error',
  '/auth-error',
  '/401',
  '/403',
  '/503',
  '/404',
  '/account-error',
  '/schedule/S-1',
  '/schedule',
  '/dashboard',
  '/Dashboard',
  '/dashboard/',
  '/dashboard/extra',
  '/overview',
  '/overview/home',
  '/billing',
  '/billing/payment',
  '/billing/manage',
  '/billing/history',
  '/billing/transactions',
  '/billing/autopay',
  '/billing/subscription/dvr',
  '/billing/subscription',
  '/billing/update-billing-address',
  '/billing/paperless-billing',
  '/billing/no-such-page',
  '/subscription/dvr',
  '/documents',
  '/smart-home',
  '/purchase-history',
  '/appointments',
  '/appointments/reschedule/A-1',
  '/appointments/reschedule',
  '/account/home',
  '/account',
  '/profile',
  '/profile/edit-email',
  '/profile/edit-mobile-number',
  '/profile/change-password',
  '/profile/update-verbal-password',
  '/profile/emergency-contacts',
  '/profile/2fa',
  '/profile/access-activity',
  '/profile/passkeys',
  '/communications',
  '/refer-a-friend',
  '/order/O-1/web',
  '/order/O-1',
  '/sales/order/O-1',
  '/no-such-page',
  '/signed-out',
  '//dashboard',
];

describe('needsSignIn: the head script keeps to the route table', () => {
  it('answers as the guards do for every page (purchase history off)', () => {
    const routes = routeTable(false);
    for (const path of SAMPLE_PATHS) {
      expect(needsSignIn(path), path).toBe(requiresAuthFor(routes, path));
    }
  });

  it('with purchase history on, leaves only that page to the app (never a wrong redirect)', () => {
    const routes = routeTable(true);
    for (const path of SAMPLE_PATHS) {
      if (path === '/purchase-history') {
        expect(requiresAuthFor(routes, path)).toBe(true);
        expect(needsSignIn(path)).toBe(false);
      } else {
        expect(needsSignIn(path), path).toBe(requiresAuthFor(routes, path));
      }
    }
  });
});

/** A storage with these entries. */
function storage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

function visit(overrides: Partial<WayInVisit> = {}): WayInVisit {
  const local = storage();
  const session = storage();
  return {
    pathname: '/billing',
    search: '?x=1',
    hash: '#y',
    referrer: 'https://www.example.com/shop',
    localStorage: () => local,
    sessionStorage: () => session,
    ...overrides,
  };
}

const USER_KEY = 'oidc.user:http://localhost:8080/oidc:account-centre';

describe('wayInTarget: where a visit goes before the app loads', () => {
  it('sends a signed-out visit to a signed-in page to the starter, with the page and referrer', () => {
    const target = wayInTarget(visit());
    expect(target?.startsWith(`${SIGN_IN_START_PATH}#`)).toBe(true);
    expect(readHandoff(new URL(target ?? '', 'http://x').hash)).toEqual({
      returnPath: '/billing?x=1#y',
      referrer: 'https://www.example.com/shop',
    });
  });

  it('loads the app whenever a user is stored: valid, expired with a refresh token, or other', () => {
    const expired = JSON.stringify({ profile: {}, expires_at: 1, refresh_token: 'r' });
    const users: Record<string, string>[] = [
      { [USER_KEY]: '{}' },
      { [USER_KEY]: expired },
      { 'oidc.user:x:y': '1' },
    ];
    for (const stored of users) {
      const local = storage({ 'shs-theme': 'dark', ...stored });
      expect(wayInTarget(visit({ localStorage: () => local }))).toBeNull();
    }
  });

  it('is not fooled by other oidc-client-ts entries (a pending sign-in state)', () => {
    const local = storage({ 'oidc.0123abc': '{"id":"0123abc"}' });
    expect(wayInTarget(visit({ localStorage: () => local }))).not.toBeNull();
  });

  it('loads the app on public pages: callback, renew, errors, 404, unknown paths', () => {
    for (const pathname of ['/auth/callback', '/auth/renew', '/error', '/403', '/404', '/nope']) {
      expect(wayInTarget(visit({ pathname })), pathname).toBeNull();
    }
  });

  it('loads the app when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(wayInTarget(visit({ localStorage: blocked }))).toBeNull();
    expect(wayInTarget(visit({ sessionStorage: blocked }))).toBeNull();
  });

  it('loads the app once after the starter fell back, then decides again', () => {
    const session = storage({ [WAY_IN_FALLBACK_KEY]: '1' });
    const fellBack = visit({ sessionStorage: () => session });
    expect(wayInTarget(fellBack)).toBeNull();
    expect(session.getItem(WAY_IN_FALLBACK_KEY)).toBeNull();
    expect(wayInTarget(fellBack)).not.toBeNull();
  });
});
