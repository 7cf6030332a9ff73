// Purchase history (issue 12, spec 2.1 /purchase-history): the customer's past orders.
import type { Db } from './db/database.js';

/** One order line. */
export interface PurchaseItem {
  name: string;
  quantity: number;
  priceCents: number;
}

/** One past order; `orderId` + `salesChannel` open its order confirmation page. */
export interface Purchase {
  orderId: string;
  salesChannel: string;
  serviceName: string | null;
  /** ISO 8601. */
  orderedAt: string;
  status: string;
  totalCents: number;
  items: PurchaseItem[];
}

/** The customer's orders, newest first. */
export function listPurchases(db: Db, userId: string): Purchase[] {
  const rows = db
    .prepare(
      `SELECT p.order_id AS orderId, p.sales_channel AS salesChannel, s.service_name AS serviceName,
        p.ordered_at AS orderedAt, p.status, p.total_cents AS totalCents, p.items
       FROM purchases p LEFT JOIN services s ON s.id = p.service_id
       WHERE p.user_id = ? ORDER BY p.ordered_at DESC`,
    )
    .all(userId) as (Omit<Purchase, 'items'> & { items: string })[];
  return rows.map((row) => ({ ...row, items: JSON.parse(row.items) as PurchaseItem[] }));
}
