// Payloads of the order and sale confirmation calls (docs/contracts.md, "Orders"). Types only:
// the one definition the account centre (src/features) and the reference server (demo/server)
// import.
import type { Appointment } from './appointments';

/** One line of an order; amounts are line totals in integer cents. */
export interface OrderItem {
  name: string;
  quantity: number;
  oneTimeCents: number;
  monthlyCents: number;
}

/** `GET /order-confirmation`. */
export interface OrderConfirmation {
  id: string;
  salesChannel: string;
  status: 'awaiting_confirmation' | 'confirmed';
  serviceName: string;
  address: string;
  items: OrderItem[];
  oneTimeTotalCents: number;
  monthlyTotalCents: number;
  /** The order's installation visit, or null while none is booked. */
  installation: Appointment | null;
  terms: string;
  createdAt: string;
  confirmedAt: string | null;
}

/** `GET /confirmation`: a sale agreement a representative prepared. */
export interface SaleConfirmation {
  orderId: string;
  status: 'awaiting_acceptance' | 'accepted';
  serviceName: string;
  address: string;
  representative: string;
  plan: { name: string; monthlyCents: number; termMonths: number };
  equipment: OrderItem[];
  oneTimeTotalCents: number;
  terms: string;
  createdAt: string;
  acceptedBy: string | null;
  acceptedAt: string | null;
}
