// Notification preferences under /api/account (issue 12; documented in docs/contracts.md).
import { getPreferences, parsePreferences, savePreferences } from '../communication-preferences.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { ACCOUNT_BASE } from './account.js';
import { currentUser } from './current-user.js';
import type { RouteModule } from './types.js';

export const communicationRoutes: RouteModule = {
  mount(app, { db }) {
    const path = `${ACCOUNT_BASE}/communication-preferences`;
    app.get(path, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json({ preferences: getPreferences(db, user.id) });
    });
    app.put(path, (req, res) => {
      const preferences = parsePreferences(req.body, localeOfRequest(req));
      const user = currentUser(db, req);
      savePreferences(db, user.id, preferences);
      res.json({ preferences: getPreferences(db, user.id) });
    });
  },
};
