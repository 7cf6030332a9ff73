// Platform service (spec 7.3) under /api/platform.
import type { Db } from '../db/database.js';
import { currentUser } from './account.js';
import type { RouteModule } from './types.js';

/** Base path of the platform service. */
export const PLATFORM_BASE = '/api/platform';

/** Whether the customer has two-factor authentication switched on. */
export function isMfaEnabled(db: Db, userId: string): boolean {
  const row = db.prepare('SELECT mfa_enabled AS enabled FROM users WHERE id = ?').get(userId) as
    { enabled: number } | undefined;
  return row?.enabled === 1;
}

/** MFA status. */
export const platformRoutes: RouteModule = {
  mount(app, { db }) {
    app.get(`${PLATFORM_BASE}/mfa/enabled`, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json({ enabled: isMfaEnabled(db, user.id) });
    });
  },
};
