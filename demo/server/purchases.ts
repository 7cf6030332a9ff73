// Purchase history (issue 12, spec 2.1 /purchase-history): the customer's orders, read from the
// orders the order confirmation pages show (migration 20), so every entry opens a real page.
import type { Db } from './db/database.js';
import type { PurchaseItem, Purchase } from '../../src/contracts/purchase-history.js';

/** The customer's orders (not sales agreements), newest first. */
export function listPurchases(db: Db, userId: string): Purchase[] {
  const orders = db
    .prepare(
      `SELECT o.id AS orderId, o.sales_channel AS salesChannel, s.service_name AS serviceName,
        COALESCE(o.confirmed_at, o.created_at) AS orderedAt, o.status
       FROM orders o JOIN services s ON s.id = o.service_id
       WHERE o.user_id = ? AND o.kind = 'order'
       ORDER BY orderedAt DESC, o.id`,
    )
    .all(userId) as {
    orderId: string;
    salesChannel: string;
    serviceName: string;
    orderedAt: string;
    status: string;
  }[];
  const lines = db.prepare(
    `SELECT name, quantity, one_time_cents AS priceCents, monthly_cents AS monthlyCents
     FROM order_items WHERE order_id = ? ORDER BY position`,
  );
  return orders.map((order) => {
    const items = lines.all(order.orderId) as PurchaseItem[];
    return {
      ...order,
      status: order.status === 'confirmed' ? 'Confirmed' : 'Awaiting your confirmation',
      totalCents: items.reduce((sum, item) => sum + item.priceCents, 0),
      monthlyCents: items.reduce((sum, item) => sum + item.monthlyCents, 0),
      items,
    };
  });
}
