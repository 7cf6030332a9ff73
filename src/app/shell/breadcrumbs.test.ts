import { describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { routeHandle } from '../../lib/routing/route-handle';
import { pageTitles } from '../../lib/routing/page-titles';
import { translator } from '../../lib/shared/i18n/catalogue';
import { hasTrail } from './breadcrumbs';

describe('breadcrumb trail', () => {
  it('shows two crumbs or more; one only when the spec names it for the page', () => {
    expect(hasTrail(['Billing', 'Billing History'])).toBe(true);
    expect(hasTrail(['Documents'])).toBe(false);
    expect(hasTrail(['Dashboard'], true)).toBe(true);
    expect(hasTrail([], true)).toBe(false);
  });

  it('gives /dashboard its own crumb "Dashboard" (spec 2.1)', () => {
    const handle = routeHandle(dashboardRoutes[0]);
    expect(handle?.crumb && translator(pageTitles, 'en')(handle.crumb)).toBe('Dashboard');
    expect(handle?.ownCrumb).toBe(true);
  });
});
