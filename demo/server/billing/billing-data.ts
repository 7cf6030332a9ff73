// Billing data of one service (amounts in integer cents, dates as YYYY-MM-DD): the current
// invoice, saved cards, autopay, paperless billing, billing address, statements, transactions,
// subscriptions and equipment financing. Callers pass a service already checked to be the
// signed-in customer's (services.ts findOwnService), so nothing here can reach another's data.
import { randomUUID } from 'node:crypto';
import { HttpError } from '../api/errors.js';
import type { Db } from '../db/database.js';
import type { ServiceRow } from '../services.js';
import { isExpired } from './cards.js';
import { ledgerBalance, postEntry, type StatementLine } from './ledger.js';
import { billingText } from './text.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';
import type {
  Autopay,
  CurrentInvoice,
  PaymentMethod,
  PostalAddress,
  Subscription,
  Transaction,
  TransactionType,
} from '../../../src/contracts/billing.js';

/** The provider's name, the prefix of the Protection Plan products (spec 3). */
export const PROVIDER_NAME = 'Smart Home Security';

/** Spec 3 "Subscription product names", by the featureName of /billing/subscription/{featureName}. */
export const SUBSCRIPTION_PRODUCTS: Record<string, string> = {
  'playback-dvr': 'Playback DVR',
  'protection-plan': `${PROVIDER_NAME} Protection Plan`,
  'protection-plan-mobile': `${PROVIDER_NAME} Protection Plan Mobile`,
  'protection-plan-mobile-plus': `${PROVIDER_NAME} Protection Plan Mobile Plus`,
};

/** A refusal of a billing call, in the reader's language (locales/<locale>.json "billing.*"). */
function refusal(
  locale: Locale,
  key:
    | 'noAccount'
    | 'noDefaultMethod'
    | 'noFinancing'
    | 'methodNotFound'
    | 'autopayCard'
    | 'expiredCard'
    | 'subscriptionNotFound',
): string {
  return billingText.t(locale)(`billing.${key}`);
}

/** Today as YYYY-MM-DD (UTC). */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `date` plus `months` calendar months (day clamped to the month's length). */
export function addMonths(date: string, months: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

interface AccountRow {
  /** From the ledger (ledger.ts), not the table. */
  balanceCents: number;
  monthlyCents: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  autopayEnabled: number;
  autopayMethodId: string | null;
  paperless: number;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** The service's billing account row, or a 404 (said in `locale`). */
function account(db: Db, service: ServiceRow, locale: Locale = 'en'): AccountRow {
  const row = db
    .prepare(
      `SELECT monthly_cents AS monthlyCents,
        period_start AS periodStart, period_end AS periodEnd, due_date AS dueDate,
        autopay_enabled AS autopayEnabled, autopay_method_id AS autopayMethodId, paperless,
        address_street AS street, address_city AS city, address_state AS state, address_zip AS zip
       FROM billing_accounts WHERE service_id = ?`,
    )
    .get(service.id) as AccountRow | undefined;
  if (!row) throw new HttpError(404, refusal(locale, 'noAccount'));
  // The balance is the ledger's sum, never a second number kept beside it.
  return { ...row, balanceCents: ledgerBalance(db, service.id) };
}

/** Paid when nothing is owed, overdue after the due date, due otherwise. */
export function invoiceStatus(
  balanceCents: number,
  dueDate: string,
  on: string,
): CurrentInvoice['status'] {
  if (balanceCents <= 0) return 'paid';
  return on > dueDate ? 'overdue' : 'due';
}

export function currentInvoice(
  db: Db,
  service: ServiceRow,
  on = today(),
  locale: Locale = 'en',
): CurrentInvoice {
  const row = account(db, service, locale);
  return {
    serviceName: service.serviceName,
    amountDueCents: Math.max(0, row.balanceCents),
    balanceCents: row.balanceCents,
    dueDate: row.dueDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: invoiceStatus(row.balanceCents, row.dueDate, on),
  };
}

export function listMethods(
  db: Db,
  service: ServiceRow,
  now = new Date(),
  locale: Locale = 'en',
): PaymentMethod[] {
  const { autopayEnabled, autopayMethodId } = account(db, service, locale);
  const rows = db
    .prepare(
      `SELECT id, brand, last4, exp_month AS expMonth, exp_year AS expYear, is_default AS isDefault
       FROM payment_methods WHERE service_id = ? ORDER BY is_default DESC, created_at, id`,
    )
    .all(service.id) as (Omit<PaymentMethod, 'expired' | 'isDefault' | 'usedByAutopay'> & {
    isDefault: number;
  })[];
  return rows.map((row) => ({
    ...row,
    expired: isExpired(row.expMonth, row.expYear, now),
    isDefault: row.isDefault === 1,
    usedByAutopay: autopayEnabled === 1 && autopayMethodId === row.id,
  }));
}

/** One saved card of the service, or a 404. */
export function findMethod(
  db: Db,
  service: ServiceRow,
  id: string,
  locale: Locale = 'en',
): PaymentMethod {
  const method = listMethods(db, service, new Date(), locale).find((m) => m.id === id);
  if (!method) throw new HttpError(404, refusal(locale, 'methodNotFound'));
  return method;
}

/** The default card (contract shape), or a 404 when there is none. */
export function defaultMethod(db: Db, service: ServiceRow, locale: Locale = 'en') {
  const method = listMethods(db, service, new Date(), locale).find((m) => m.isDefault);
  if (!method) throw new HttpError(404, refusal(locale, 'noDefaultMethod'));
  const { id, brand, last4, expMonth, expYear, expired } = method;
  return { id, brand, last4, expMonth, expYear, expired };
}

/** Saves a tokenised card; the first card of a service becomes its default. */
export function addMethod(
  db: Db,
  serviceId: string,
  card: { token: string; brand: string; last4: string; expMonth: number; expYear: number },
  makeDefault = false,
): string {
  const id = `pm_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const hasDefault = db
    .prepare('SELECT 1 FROM payment_methods WHERE service_id = ? AND is_default = 1')
    .get(serviceId);
  const isDefault = makeDefault || !hasDefault;
  if (isDefault)
    db.prepare('UPDATE payment_methods SET is_default = 0 WHERE service_id = ?').run(serviceId);
  db.prepare(
    `INSERT INTO payment_methods (id, service_id, token, brand, last4, exp_month, exp_year,
      is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    serviceId,
    card.token,
    card.brand,
    card.last4,
    card.expMonth,
    card.expYear,
    isDefault ? 1 : 0,
    new Date().toISOString(),
  );
  return id;
}

export function setDefaultMethod(
  db: Db,
  service: ServiceRow,
  id: string,
  locale: Locale = 'en',
): PaymentMethod[] {
  const method = findMethod(db, service, id, locale);
  if (method.expired) throw new HttpError(409, refusal(locale, 'expiredCard'));
  db.transaction(() => {
    db.prepare('UPDATE payment_methods SET is_default = 0 WHERE service_id = ?').run(service.id);
    db.prepare('UPDATE payment_methods SET is_default = 1 WHERE id = ?').run(id);
  })();
  return listMethods(db, service);
}

/** Removes a card; the card autopay charges cannot go (409). A removed default passes on. */
export function removeMethod(
  db: Db,
  service: ServiceRow,
  id: string,
  locale: Locale = 'en',
): PaymentMethod[] {
  const method = findMethod(db, service, id, locale);
  if (method.usedByAutopay) throw new HttpError(409, refusal(locale, 'autopayCard'));
  db.transaction(() => {
    db.prepare('DELETE FROM payment_methods WHERE id = ?').run(id);
    if (method.isDefault) {
      const next = listMethods(db, service).find((m) => !m.expired);
      if (next) db.prepare('UPDATE payment_methods SET is_default = 1 WHERE id = ?').run(next.id);
    }
    // An autopay card that is gone (it cannot be, see above) would leave autopay pointing nowhere.
  })();
  return listMethods(db, service);
}

/** GET/PATCH invoice-preferences: paperless billing goes to the account's email. */
export function invoicePreferences(
  db: Db,
  service: ServiceRow,
  email: string,
  locale: Locale = 'en',
) {
  return { optIn: account(db, service, locale).paperless === 1, email };
}

export function setPaperless(
  db: Db,
  service: ServiceRow,
  optIn: boolean,
  locale: Locale = 'en',
): void {
  account(db, service, locale);
  db.prepare('UPDATE billing_accounts SET paperless = ? WHERE service_id = ?').run(
    optIn ? 1 : 0,
    service.id,
  );
}

export function autopay(db: Db, service: ServiceRow, locale: Locale = 'en'): Autopay {
  const row = account(db, service, locale);
  if (row.autopayEnabled !== 1 || !row.autopayMethodId) {
    return {
      enabled: false,
      paymentMethodId: null,
      nextDate: null,
      nextAmountCents: null,
      paymentMethod: null,
    };
  }
  const owes = row.balanceCents > 0;
  const method = listMethods(db, service).find((m) => m.id === row.autopayMethodId);
  return {
    enabled: true,
    paymentMethodId: row.autopayMethodId,
    // With a balance, autopay charges it on the due date; otherwise the next bill on the next one.
    nextDate: owes ? row.dueDate : addMonths(row.dueDate, 1),
    nextAmountCents: owes ? row.balanceCents : row.monthlyCents,
    paymentMethod: method ? { brand: method.brand, last4: method.last4 } : null,
  };
}

/** Turns autopay on with a usable saved card, or off. */
export function setAutopay(
  db: Db,
  service: ServiceRow,
  paymentMethodId: string | null,
  locale: Locale = 'en',
): Autopay {
  account(db, service, locale);
  if (paymentMethodId) {
    const method = findMethod(db, service, paymentMethodId, locale);
    if (method.expired) throw new HttpError(409, refusal(locale, 'expiredCard'));
  }
  db.prepare(
    'UPDATE billing_accounts SET autopay_enabled = ?, autopay_method_id = ? WHERE service_id = ?',
  ).run(paymentMethodId ? 1 : 0, paymentMethodId, service.id);
  return autopay(db, service, locale);
}

/** GET financing-partner (contract), or a 404 when the service has none. */
export function financing(db: Db, service: ServiceRow, locale: Locale = 'en') {
  const row = db
    .prepare(
      `SELECT partner_name AS partnerName, description, remaining_cents AS remainingBalanceCents,
        monthly_cents AS monthlyInstallmentCents FROM financing_plans WHERE service_id = ?`,
    )
    .get(service.id) as
    | {
        partnerName: string;
        description: string;
        remainingBalanceCents: number;
        monthlyInstallmentCents: number;
      }
    | undefined;
  if (!row) throw new HttpError(404, refusal(locale, 'noFinancing'));
  return row;
}

/** The billing address: its own when set, else the service address; null when neither. */
export function billingAddress(
  db: Db,
  service: ServiceRow,
  locale: Locale = 'en',
): PostalAddress | null {
  const row = account(db, service, locale);
  if (row.street && row.city && row.state && row.zip) {
    return { street: row.street, city: row.city, state: row.state, zip: row.zip };
  }
  const { streetAddress1, city, state, zip } = service;
  return streetAddress1 && city && state && zip
    ? { street: streetAddress1, city, state, zip }
    : null;
}

export function setBillingAddress(
  db: Db,
  service: ServiceRow,
  address: PostalAddress,
  locale: Locale = 'en',
): PostalAddress {
  account(db, service, locale);
  db.prepare(
    `UPDATE billing_accounts SET address_street = ?, address_city = ?, address_state = ?,
      address_zip = ? WHERE service_id = ?`,
  ).run(address.street, address.city, address.state, address.zip, service.id);
  return address;
}

// Statements (Billing History, the PDFs, Documents) are derived from the ledger: ledger.ts.
export { findStatement, listStatements } from './ledger.js';
export type { StatementLine };

/** Kinds of transaction. */
export const TRANSACTION_TYPES = [
  'payment',
  'charge',
  'credit',
  'refund',
] as const satisfies readonly TransactionType[];

/** Transactions newest first, filtered by date range (inclusive) and type. */
export function listTransactions(
  db: Db,
  service: ServiceRow,
  filter: { from?: string; to?: string; type?: TransactionType },
): Transaction[] {
  return db
    .prepare(
      `SELECT id, occurred_on AS date, type, description, amount_cents AS amountCents
       FROM billing_transactions
       WHERE service_id = @serviceId AND (@from IS NULL OR occurred_on >= @from)
         AND (@to IS NULL OR occurred_on <= @to) AND (@type IS NULL OR type = @type)
       ORDER BY occurred_on DESC, created_at DESC, id DESC`,
    )
    .all({
      serviceId: service.id,
      from: filter.from ?? null,
      to: filter.to ?? null,
      type: filter.type ?? null,
    }) as Transaction[];
}

/** Records a transaction in the ledger. */
export function addTransaction(
  db: Db,
  serviceId: string,
  tx: { date: string; type: TransactionType; description: string; amountCents: number },
): string {
  return postEntry(db, serviceId, tx);
}

export function listSubscriptions(db: Db, service: ServiceRow): Subscription[] {
  const rows = db
    .prepare(
      `SELECT id, feature_name AS featureName, price_cents AS priceCents, renews_on AS renewsOn,
        ends_on AS endsOn FROM subscriptions WHERE service_id = ? ORDER BY started_on, id`,
    )
    .all(service.id) as Omit<Subscription, 'productName' | 'status'>[];
  return rows.map((row) => ({
    ...row,
    productName: SUBSCRIPTION_PRODUCTS[row.featureName] ?? row.featureName,
    status: row.endsOn ? 'ending' : 'active',
  }));
}

/** Removes subscriptions at the end of the current billing period (no refund mid-period). */
export function removeSubscriptions(
  db: Db,
  service: ServiceRow,
  ids: string[],
  locale: Locale = 'en',
): Subscription[] {
  const { periodEnd } = account(db, service, locale);
  const current = listSubscriptions(db, service);
  for (const id of ids) {
    if (!current.some((s) => s.id === id)) {
      throw new HttpError(404, refusal(locale, 'subscriptionNotFound'));
    }
  }
  const end = db.prepare('UPDATE subscriptions SET ends_on = ? WHERE id = ? AND ends_on IS NULL');
  db.transaction(() => ids.forEach((id) => end.run(periodEnd, id)))();
  return listSubscriptions(db, service);
}

/** Posts a payment to the ledger (which lowers the balance); returns the new balance. */
export function recordPayment(
  db: Db,
  serviceId: string,
  amountCents: number,
  description: string,
  on = today(),
): number {
  addTransaction(db, serviceId, {
    date: on,
    type: 'payment',
    description,
    amountCents: -amountCents,
  });
  return ledgerBalance(db, serviceId);
}
