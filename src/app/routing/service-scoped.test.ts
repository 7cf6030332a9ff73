import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isServiceScoped } from '../../lib/routing/route-handle';
import { shellRoutes } from './route-table';

/** Whether the shell shows the service selector on `path`. */
function scoped(path: string): boolean {
  const matches = matchRoutes(shellRoutes(true), path) ?? [];
  return isServiceScoped(matches.map((match) => match.route));
}

describe('service selector only where the content depends on the selected service', () => {
  it('shows on per-service pages and their children', () => {
    for (const path of [
      '/dashboard',
      '/billing',
      '/billing/history',
      '/documents',
      '/smart-home',
      '/appointments',
      '/appointments/reschedule/7',
      '/schedule/S-100200300',
      '/refer-a-friend',
      '/profile/emergency-contacts',
    ])
      expect(scoped(path), path).toBe(true);
  });

  it('leaves account-wide pages alone', () => {
    for (const path of [
      '/profile',
      '/profile/edit-email',
      '/profile/edit-mobile-number',
      '/profile/change-password',
      '/profile/update-verbal-password',
      '/profile/2fa',
      '/profile/access-activity',
      '/communications',
      '/error',
      '/no-such-page',
    ])
      expect(scoped(path), path).toBe(false);
  });
});
