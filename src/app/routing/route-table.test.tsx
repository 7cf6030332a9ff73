import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  Outlet,
  RouterProvider,
  createMemoryRouter,
  matchRoutes,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import { useServicesStore } from '../../stores/services-store';
import { buildStoredUser, useUserStore } from '../../stores/user-store';
import { requiresAuthFor } from './guard-loader';
import { navItems } from './nav-items';
import { pageTitles } from '../../lib/routing/page-titles';
import { translator } from '../../lib/shared/i18n/catalogue';
import { AppProviders } from '../session/providers';
import { routeHandle } from '../../lib/routing/route-handle';
import { createRoutes } from './route-table';
import { Session } from '../session/session';

function Shell() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="location">{`${pathname}${search}`}</p>
      <Outlet />
    </>
  );
}

function routes(showPurchaseHistory = true): RouteObject[] {
  return createRoutes({
    showPurchaseHistory,
    Shell,
    guardLoader: () => null,
    HydrateFallback: () => null,
    ErrorBoundary: () => <p>route error</p>,
  });
}

function renderAt(path: string, table = routes()) {
  const router = createMemoryRouter(table, { initialEntries: [path] });
  render(
    <AppProviders services={{ config: null, session: new Session(null, sessionStorage) }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function nameOf(path: string, table = routes()) {
  const match = (matchRoutes(table, path) ?? []).at(-1);
  return routeHandle(match?.route)?.name;
}

/** Lazy page chunks are compiled on first import in tests, which can take a few seconds. */
const LAZY = { timeout: 5000 };

/** Every page of spec 2.1 with its route name, requiresAuth and heading. */
const PAGES: [path: string, name: string, requiresAuth: boolean, heading: string][] = [
  ['/error', 'Error', false, 'Something went wrong'],
  ['/auth-error', 'Error', false, 'Something went wrong'],
  ['/401', 'Error', false, 'Something went wrong'],
  ['/403', 'Error', false, 'Something went wrong'],
  ['/503', 'Error', false, 'Something went wrong'],
  ['/account-error', 'account-error', true, 'We could not open your account'],
  ['/schedule/S-1', 'schedule', true, 'Scheduling'],
  ['/dashboard', 'Dashboard', true, 'Dashboard'],
  ['/billing', 'billing-home', true, 'Billing'],
  ['/billing/payment', 'billing-payment', true, 'Make a Payment'],
  ['/billing/manage', 'billing-manage', true, 'Saved Payment Methods'],
  ['/billing/history', 'billing-history', true, 'Billing History'],
  ['/billing/transactions', 'billing-transactions', true, 'Transaction History'],
  ['/billing/autopay', 'billing-autopay', true, 'Autopay'],
  ['/billing/subscription/dvr', 'billing-subscription', true, 'Subscriptions'],
  ['/billing/update-billing-address', 'billing-address', true, 'Billing Address'],
  ['/billing/paperless-billing', 'billing-paperless', true, 'Paperless Billing'],
  ['/documents', 'documents', true, 'Documents'],
  ['/smart-home', 'smart-home', true, 'My Smart Home'],
  ['/purchase-history', 'purchase-history', true, 'Purchase History'],
  ['/appointments', 'appointments-home', true, 'Appointments'],
  ['/appointments/reschedule/42', 'appointments-reschedule', true, 'Reschedule Appointment'],
  ['/profile', 'profile-home', true, 'Profile & Security'],
  ['/profile/edit-email', 'profile-edit-email', true, 'Edit Email'],
  ['/profile/edit-mobile-number', 'profile-edit-mobile', true, 'Edit Mobile Number'],
  ['/profile/change-password', 'profile-change-password', true, 'Change Password'],
  ['/profile/update-verbal-password', 'profile-verbal-password', true, 'Update Verbal Password'],
  ['/profile/emergency-contacts', 'profile-emergency-contacts', true, 'Emergency Contacts'],
  ['/profile/2fa', 'profile-2fa', true, 'Two-factor Authentication'],
  ['/profile/access-activity', 'profile-access-activity', true, 'Account Access Activity'],
  ['/communications', 'communications', true, 'Communications'],
  ['/refer-a-friend', 'refer-a-friend', true, 'Refer a Friend'],
  ['/order/O-1/web', 'order-confirmation', true, 'Order Confirmation'],
  ['/sales/order/O-1', 'sale-confirmation', true, 'Sale Confirmation'],
  ['/404', '404', false, 'Page not found'],
  ['/no-such-page', '404', false, 'Page not found'],
];

beforeEach(() => {
  useAuthStatusStore.getState().reset();
  sessionStorage.clear();
  // The shell renders pages only once user info is loaded: pages may rely on the stored user.
  useUserStore.setState({
    user: buildStoredUser(
      { id: '65a1b2c3d4e5f60718293a4b', firstName: 'Alex', services: [{ serviceName: 'S-1' }] },
      {},
      false,
    ),
  });
  useServicesStore.setState({ selectedServiceName: 'S-1' });
});

describe('route table (spec 2.1)', () => {
  it.each(PAGES)(
    '%s is route %s (requiresAuth %s) and renders "%s"',
    async (path, name, auth, heading) => {
      const table = routes();
      expect(nameOf(path, table)).toBe(name);
      expect(requiresAuthFor(table, path)).toBe(auth);
      renderAt(path, table);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY)).toBeTruthy();
    },
  );

  it('has the loading, callback and renew routes', () => {
    const table = routes();
    expect(nameOf('/', table)).toBe('loading');
    expect(requiresAuthFor(table, '/')).toBe(true);
    expect(nameOf('/auth/callback', table)).toBe('auth-callback');
    expect(requiresAuthFor(table, '/auth/callback')).toBe(false);
    expect(nameOf('/auth/renew', table)).toBe('auth-renew');
    expect(requiresAuthFor(table, '/auth/renew')).toBe(false);
  });

  it.each([
    ['/overview', '/dashboard'],
    ['/overview/S-100200300', '/dashboard'],
    ['/subscription/dvr', '/billing/subscription/dvr'],
    ['/account/S-100200300', '/profile'],
  ])('redirects %s to %s', async (from, to) => {
    const router = renderAt(from);
    await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(router.state.location.pathname).toBe(to);
  });

  it('says \'The page "/{path}" does not exist.\' for unknown paths', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByText('The page "/no-such-page" does not exist.')).toBeTruthy();
  });

  it("says 'The page you requested does not exist.' on /404 without a path", async () => {
    renderAt('/404');
    expect(await screen.findByText('The page you requested does not exist.')).toBeTruthy();
  });

  it('shows the guard messages on the status routes', async () => {
    renderAt('/401');
    expect(await screen.findByText('You do not have permission to view this page')).toBeTruthy();
  });

  it('lists /purchase-history only when showPurchaseHistory is exactly true', async () => {
    expect(nameOf('/purchase-history', routes(false))).toBe('404');
    expect(navItems(routes(false)).map((item) => item.display)).not.toContain('Purchase History');
    renderAt('/purchase-history', routes(false));
    expect(await screen.findByText('The page "/purchase-history" does not exist.')).toBeTruthy();
  });
});

describe('data layout', () => {
  const ids = (path: string) => (matchRoutes(routes(), path) ?? []).map((match) => match.route.id);

  it('wraps the pages that load server data, not the dashboard, errors or the 404 page', () => {
    for (const path of [
      '/profile',
      '/billing/history',
      '/documents',
      '/schedule/S-1',
      '/order/1/web',
    ]) {
      expect(ids(path)).toContain('data');
    }
    for (const path of ['/dashboard', '/error', '/account-error', '/no-such-page', '/']) {
      expect(ids(path)).not.toContain('data');
    }
  });
});

describe('navbar entries', () => {
  it('are the sub-navigation items in spec order, then My Smart Home and Communications', () => {
    expect(
      navItems(routes()).map(({ display, to, icon, subNav }) => [
        translator(pageTitles, 'en')(display),
        to,
        icon,
        subNav,
      ]),
    ).toEqual([
      ['Dashboard', '/dashboard', 'dashboard', true],
      ['Billing', '/billing', 'billing', true],
      ['Documents', '/documents', 'documents', true],
      ['Purchase History', '/purchase-history', 'purchase-history', true],
      ['Appointments', '/appointments', 'appointments', true],
      ['Profile & Security', '/profile', 'profile', true],
      ['Refer a Friend', '/refer-a-friend', 'referral', true],
      ['My Smart Home', '/smart-home', 'smart-home', false],
      ['Communications', '/communications', 'communications', false],
    ]);
  });
});
