// The customer's verbal password, and when the sign-in password was last set, under
// /api/account (issues 6 and 16; docs/contracts.md). The auth
// middleware of /api/account runs first. The word itself never leaves the server.
import { bodyObject, requiredString } from '../api/validation.js';
import {
  setVerbalPassword,
  verbalPasswordField,
  verbalPasswordStatus,
} from '../verbal-password.js';
import { passwordChangedAt } from '../users.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { ACCOUNT_BASE } from './account.js';
import { checkCurrentPassword, currentUser } from './current-user.js';
import type { RouteModule } from './types.js';

/** GET (set or not, and when) and PUT (set or replace, confirmed with the current password). */
export const verbalPasswordRoutes: RouteModule = {
  mount(app, { db, requireRecentSignIn }) {
    const path = `${ACCOUNT_BASE}/verbal-password`;

    app.get(path, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json(verbalPasswordStatus(db, user.id));
    });

    // When the sign-in password was last set (the spec names no call; docs/contracts.md).
    app.get(`${ACCOUNT_BASE}/password-status`, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json({ changedAt: passwordChangedAt(db, user.id) });
    });

    app.put(path, requireRecentSignIn, async (req, res) => {
      const body = bodyObject(req.body);
      const word = verbalPasswordField(body, 'verbalPassword', localeOfRequest(req));
      const currentPassword = requiredString(body, 'currentPassword', { raw: true });
      const user = currentUser(db, req);
      await checkCurrentPassword(db, req, user, currentPassword);
      await setVerbalPassword(db, user.id, word);
      res.status(204).end();
    });
  },
};
