// Payloads of the billing calls (docs/contracts.md, "Billing"). Types only: the one definition
// the account centre (src/features) and the reference server (demo/server) import. Amounts are
// integer cents, dates YYYY-MM-DD.

/** `GET /billing/current-invoice`. */
export interface CurrentInvoice {
  serviceName: string;
  amountDueCents: number;
  balanceCents: number;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  status: 'due' | 'paid' | 'overdue';
}

/** A saved card: the server keeps only a token, brand, last four and expiry. */
/** Spec 7.2 "GET default payment method": the service's default card (404 when it has none). */
export type DefaultPaymentMethod = Omit<PaymentMethod, 'isDefault' | 'usedByAutopay'>;

export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  expired: boolean;
  isDefault: boolean;
  usedByAutopay: boolean;
}

/** GET/PATCH invoice-preferences: paperless billing and where statements go. */
export interface InvoicePreferences {
  optIn: boolean;
  email: string;
}

/** GET/PUT autopay. */
export interface Autopay {
  enabled: boolean;
  paymentMethodId: string | null;
  nextDate: string | null;
  nextAmountCents: number | null;
  paymentMethod: { brand: string; last4: string } | null;
}

/** GET financing-partner. */
export interface FinancingPlan {
  partnerName: string;
  description: string;
  remainingBalanceCents: number;
  monthlyInstallmentCents: number;
}

/** One past statement. */
export interface Statement {
  id: string;
  periodStart: string;
  periodEnd: string;
  issuedOn: string;
  dueDate: string;
  totalCents: number;
}

/** A page of statements, newest first. */
export interface StatementPage {
  items: Statement[];
  total: number;
  page: number;
  pageSize: number;
}

/** Kinds of transaction. */
export type TransactionType = 'payment' | 'charge' | 'credit' | 'refund';

/** A transaction; charges are positive, payments, credits and refunds negative. */
export interface Transaction {
  id: string;
  date: string;
  type: TransactionType;
  description: string;
  amountCents: number;
}

/** A subscription of the service. */
export interface Subscription {
  id: string;
  featureName: string;
  productName: string;
  priceCents: number;
  renewsOn: string;
  /** Set once removed: the last day it runs (the end of the current billing period). */
  endsOn: string | null;
  status: 'active' | 'ending';
}

/** A postal address. */
export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Spec 3 "Address verification result": Valid=0, Invalid=1, Unknown=2. */
export type AddressVerification =
  | { result: 0; resultName: 'Valid'; address: PostalAddress }
  | { result: 1; resultName: 'Invalid'; message: string }
  | { result: 2; resultName: 'Unknown'; message: string; suggestion: PostalAddress };

/** What a hosted payment page session is for. */
export type PaymentPurpose = 'payment' | 'add-card';

/** Where a session is: open on the hosted page, or one of its final states. */
export type PaymentSessionStatus = 'open' | 'succeeded' | 'declined' | 'cancelled' | 'expired';

/** The outcome of a hosted page session, read when the customer comes back. */
export interface PaymentSession {
  id: string;
  purpose: PaymentPurpose;
  status: PaymentSessionStatus;
  amountCents: number | null;
  message: string | null;
  confirmationNumber: string | null;
  balanceAfterCents: number | null;
  paymentMethod: { id: string; brand: string; last4: string } | null;
  /** The card a successful payment was made with (saved or not): what the receipt shows. */
  paidWith: { brand: string; last4: string } | null;
  /** When it was paid (or otherwise finished), an ISO instant; null while open. */
  completedAt: string | null;
  /** The saved card the customer chose, null for a new card: what "Try again" uses. */
  chosenMethodId: string | null;
  /** Whether a new card was to be saved: also what "Try again" uses. */
  saveCard: boolean;
}

/** What "generate payment URL" needs. */
export interface PaymentUrlRequest {
  purpose: PaymentPurpose;
  idempotencyKey: string;
  amountCents?: number;
  /** A saved card to charge; without it the hosted page asks for a card. */
  paymentMethodId?: string;
  /** Keep the new card for later (payments with a new card). */
  saveCard?: boolean;
}
