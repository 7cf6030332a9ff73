import { describe, expect, it } from 'vitest';
import type { LoaderFunction } from 'react-router-dom';
import { requiresAuthFor } from '../routing/guard-loader';
import { createRoutes } from '../routing/route-table';
import { needsSignIn, signedInPagesSource } from './signed-in-pages';
import { goesToSignIn } from './way-in-rule';

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
  '//',
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

// needsSignIn tests the expression the build gives the head script (signedInPagesSource), so the
// tests above hold that expression to the route table.
describe('signedInPagesSource: the expression the build gives the head script', () => {
  it('matches as the router does: any case, one trailing slash, one segment per parameter', () => {
    const pages = new RegExp(signedInPagesSource(['/', '/billing', '/order/:id/:channel']), 'i');
    const yes = ['/', '//', '/BILLING', '/billing/', '/order/O-1/web', '/order/O-1/web/'];
    const no = [
      '/billing//',
      '/billingx',
      '/x/billing',
      '/order/O-1',
      '/order//web',
      '/order/a/b/c',
    ];
    for (const path of yes) expect(pages.test(path), path).toBe(true);
    for (const path of no) expect(pages.test(path), path).toBe(false);
  });
});

/** A storage with these entries. */
function storage(entries: Record<string, string> = {}): Pick<Storage, 'length' | 'key'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i: number) => keys[i] ?? null };
}

const SIGNED_IN_PAGES = new RegExp(signedInPagesSource(), 'i');

/** goesToSignIn as the head script asks it. */
const goes = (pathname: string, local: Pick<Storage, 'length' | 'key'> = storage()) =>
  goesToSignIn(pathname, SIGNED_IN_PAGES, () => local);

const USER_KEY = 'oidc.user:http://localhost:8080/oidc:account-centre';

describe('goesToSignIn: where a visit goes before the app loads', () => {
  it('sends a signed-out visit to a signed-in page to sign in', () => {
    expect(goes('/billing')).toBe(true);
    expect(goes('/dashboard', storage({ 'shs-theme': 'dark' }))).toBe(true);
  });

  it('loads the app whenever a user is stored: valid, expired with a refresh token, or other', () => {
    const expired = JSON.stringify({ profile: {}, expires_at: 1, refresh_token: 'r' });
    const users: Record<string, string>[] = [
      { [USER_KEY]: '{}' },
      { [USER_KEY]: expired },
      { 'oidc.user:x:y': '1' },
    ];
    for (const stored of users) {
      expect(goes('/billing', storage({ 'shs-theme': 'dark', ...stored }))).toBe(false);
    }
  });

  it('is not fooled by other oidc-client-ts entries (a pending sign-in state)', () => {
    expect(goes('/billing', storage({ 'oidc.0123abc': '{"id":"0123abc"}' }))).toBe(true);
  });

  it('loads the app on public pages: callback, renew, errors, 404, unknown paths', () => {
    for (const pathname of ['/auth/callback', '/auth/renew', '/error', '/403', '/404', '/nope']) {
      expect(goes(pathname), pathname).toBe(false);
    }
  });

  it('loads the app when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(goesToSignIn('/billing', SIGNED_IN_PAGES, blocked)).toBe(false);
  });
});
