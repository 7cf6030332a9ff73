// Purchase history under /api/account (issue 12; the spec names no call for it).
import { listPurchases } from '../purchases.js';
import { ACCOUNT_BASE } from './account.js';
import { currentUser } from './current-user.js';
import type { RouteModule } from './types.js';

export const purchaseHistoryRoutes: RouteModule = {
  mount(app, { db }) {
    app.get(`${ACCOUNT_BASE}/purchase-history`, (req, res) => {
      const user = currentUser(db, req);
      res.set('Cache-Control', 'no-store').json({ orders: listPurchases(db, user.id) });
    });
  },
};
