// Order and sale confirmations under /api/account (spec 7.2: order confirmation GET/POST with
// id and channel; confirmation GET/POST with orderId). Payloads: docs/contracts.md, "Orders".
import type { Request } from 'express';
import { badRequest } from '../api/errors.js';
import { bodyObject, requiredQuery, requiredString } from '../api/validation.js';
import { accountText } from '../account-text/text.js';
import { localeOfRequest } from '../i18n/server-text.js';
import {
  orderMessages,
  acceptSale,
  confirmOrder,
  getOrderConfirmation,
  getSaleConfirmation,
} from '../orders.js';
import { ACCOUNT_BASE } from './account.js';
import { validId } from './appointments.js';
import type { RouteModule } from './types.js';

const CHANNEL = /^[a-z0-9-]{1,30}$/i;

function idAndChannel(req: Request): { id: string; channel: string } {
  const locale = localeOfRequest(req);
  const id = validId(requiredQuery(req.query, 'id'), 'id', locale);
  const channel = requiredQuery(req.query, 'channel');
  if (!CHANNEL.test(channel)) throw badRequest(accountText.t(locale)('orders.badChannel'));
  return { id, channel: channel.toLowerCase() };
}

const userId = (req: Request) => req.auth?.userId ?? '';

/** Order confirmation and sale confirmation. */
export const orderRoutes: RouteModule = {
  mount(app, { db }) {
    const order = `${ACCOUNT_BASE}/order-confirmation`;
    app.get(order, (req, res) => {
      const { id, channel } = idAndChannel(req);
      res
        .set('Cache-Control', 'no-store')
        .json(getOrderConfirmation(db, userId(req), id, channel, localeOfRequest(req)));
    });
    app.post(order, (req, res) => {
      const { id, channel } = idAndChannel(req);
      res.json(confirmOrder(db, userId(req), id, channel, new Date(), localeOfRequest(req)));
    });

    const sale = `${ACCOUNT_BASE}/confirmation`;
    app.get(sale, (req, res) => {
      const locale = localeOfRequest(req);
      const orderId = validId(requiredQuery(req.query, 'orderId'), 'orderId', locale);
      res
        .set('Cache-Control', 'no-store')
        .json(getSaleConfirmation(db, userId(req), orderId, locale));
    });
    app.post(sale, (req, res) => {
      const locale = localeOfRequest(req);
      const orderId = validId(requiredQuery(req.query, 'orderId'), 'orderId', locale);
      const body = bodyObject(req.body);
      const fullName = requiredString(body, 'fullName', { max: 120 });
      if (body.agreed !== true) throw badRequest(orderMessages(locale).mustAgree);
      res.json(acceptSale(db, userId(req), orderId, fullName, new Date(), locale));
    });
  },
};
