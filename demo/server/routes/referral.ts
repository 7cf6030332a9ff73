// Refer a Friend under /api/account: GET referral-code (spec 7.2) and GET referrals.
import type { Request } from 'express';
import { requiredQuery } from '../api/validation.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { referralCode, referralSummary } from '../referrals.js';
import { findOwnService } from '../services.js';
import { ACCOUNT_BASE } from './account.js';
import type { RouteModule } from './types.js';

export const referralRoutes: RouteModule = {
  mount(app, { db }) {
    const service = (req: Request) =>
      findOwnService(
        db,
        req.auth?.userId ?? '',
        requiredQuery(req.query, 'serviceName'),
        localeOfRequest(req),
      );

    app.get(`${ACCOUNT_BASE}/referral-code`, (req, res) => {
      const target = service(req);
      res
        .set('Cache-Control', 'no-store')
        .json({ serviceName: target.serviceName, code: referralCode(db, target) });
    });
    app.get(`${ACCOUNT_BASE}/referrals`, (req, res) => {
      res.set('Cache-Control', 'no-store').json(referralSummary(db, service(req)));
    });
  },
};
