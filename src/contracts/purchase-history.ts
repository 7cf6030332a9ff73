// Payloads of the purchase history call (docs/contracts.md, "Purchase history"). Types only: the
// one definition the account centre (src/features) and the reference server (demo/server) import.

/** One order line. */
export interface PurchaseItem {
  name: string;
  quantity: number;
  /** One-time price of the line (quantity included). */
  priceCents: number;
  /** Monthly price of the line, 0 for equipment. */
  monthlyCents: number;
}

/** One order; `orderId` + `salesChannel` open its order confirmation page. */
export interface Purchase {
  orderId: string;
  salesChannel: string;
  serviceName: string;
  /** ISO 8601: when it was confirmed, else when it was placed. */
  orderedAt: string;
  status: 'Confirmed' | 'Awaiting your confirmation';
  /** Sum of the one-time prices. */
  totalCents: number;
  /** Sum of the monthly prices. */
  monthlyCents: number;
  items: PurchaseItem[];
}

/** `GET /purchase-history`: the customer's orders, newest first. */
export interface PurchaseHistory {
  orders: Purchase[];
}
