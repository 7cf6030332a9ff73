// GET /api/account/attention: what may need the customer's action across all their services
// (docs/contracts.md, "Needs your attention"). Read-only and scoped to the signed-in customer.
import { attentionFacts } from '../attention.js';
import { ACCOUNT_BASE } from './account.js';
import type { RouteModule } from './types.js';

export const attentionRoutes: RouteModule = {
  mount(app, { db }) {
    app.get(`${ACCOUNT_BASE}/attention`, (req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json(attentionFacts(db, req.auth?.userId ?? '', new Date()));
    });
  },
};
