// Payload of the "needs your attention" call (docs/contracts.md, "Needs your attention"). Types
// only: the reference server gathers these facts for every service of the customer, and the
// account centre's dashboard (features/dashboard/attention-rules.ts) decides what is urgent.
import type { Appointment } from './appointments';
import type { Autopay, CurrentInvoice, PaymentMethod } from './billing';

/** An order waiting for the customer's confirmation. */
export interface OrderToConfirm {
  id: string;
  salesChannel: string;
  createdAt: string;
}

/** A sale agreement waiting for the customer's acceptance. */
export interface SaleToAccept {
  orderId: string;
  createdAt: string;
}

/** A confirmed order that still has no installation visit. */
export interface InstallationToBook {
  orderId: string;
  confirmedAt: string;
}

/** What one service of the customer has that might need action. */
export interface ServiceAttentionFacts {
  serviceName: string;
  /** The current bill; null when the service has no billing account. */
  invoice: CurrentInvoice | null;
  /** Autopay; null when the service has no billing account. */
  autopay: Autopay | null;
  /** Saved cards (expiry included). */
  cards: PaymentMethod[];
  ordersToConfirm: OrderToConfirm[];
  salesToAccept: SaleToAccept[];
  installationsToBook: InstallationToBook[];
  /** Scheduled visits whose window has not ended, soonest first. */
  upcomingVisits: Appointment[];
}

/** `GET /attention`. */
export interface AttentionFacts {
  /** Today in America/Denver (YYYY-MM-DD): the date the rules measure "soon" from. */
  today: string;
  services: ServiceAttentionFacts[];
}
