// Hosted payment sessions: how the app hands a payment (or a new card) to the payment provider's
// hosted page and learns the outcome. One session per idempotency key and service: asking again
// with the same key answers the same session, and a session is charged at most once, because
// the charge claims it with a conditional UPDATE (status 'open' -> final) inside one transaction.
import { randomBytes, randomUUID } from 'node:crypto';
import { HttpError } from '../api/errors.js';
import type { Db } from '../db/database.js';
import type { ServiceRow } from '../services.js';
import { addMethod, findMethod, recordPayment } from './billing-data.js';
import { cardMessage, checkCard, isExpired, newCardToken, type CardErrors } from './cards.js';
import { mailReceipt } from './receipt-mail.js';
import { billingText } from './text.js';
import { dayKey } from '../../../src/lib/dates/denver-time.js';
import { isLocale, type Locale } from '../../../src/lib/shared/i18n/locales.js';
import type {
  PaymentPurpose,
  PaymentSession,
  PaymentSessionStatus,
  PaymentUrlRequest,
} from '../../../src/contracts/billing.js';

/** Smallest payment: $1.00. */
export const MIN_PAYMENT_CENTS = 100;
/** Largest payment in one go: $2,000.00 (more than the balance is fine up to this). */
export const MAX_PAYMENT_CENTS = 200_000;
/** A hosted page session lives this long. */
export const SESSION_TTL_MS = 30 * 60 * 1000;

/**
 * Declined attempts one hosted page allows before it gives up (as providers do against card
 * testing); until then the customer stays on the page and tries another card.
 */
export const MAX_DECLINES = 5;
/** The hosted page's words after a declined or expired card (the amount stays as it was). */
export function tryAnotherCard(
  reason: string,
  attemptsLeft: number,
  locale: Locale = 'en',
): string {
  return billingText.t(locale)('session.tryAnother', { reason, count: attemptsLeft });
}

interface SessionRow {
  id: string;
  serviceId: string;
  purpose: PaymentPurpose;
  idempotencyKey: string;
  amountCents: number | null;
  methodId: string | null;
  saveCard: number;
  status: PaymentSessionStatus;
  message: string | null;
  confirmation: string | null;
  resultMethodId: string | null;
  balanceAfterCents: number | null;
  expiresAt: string;
  completedAt: string | null;
  declines: number;
  paidBrand: string | null;
  paidLast4: string | null;
  /** The language the session was opened in (its page, its messages, the receipt). */
  locale: string;
}

const COLUMNS = `id, service_id AS serviceId, purpose, idempotency_key AS idempotencyKey,
  amount_cents AS amountCents, method_id AS methodId, save_card AS saveCard, status, message,
  confirmation, result_method_id AS resultMethodId, balance_after_cents AS balanceAfterCents,
  expires_at AS expiresAt, completed_at AS completedAt, declines,
  paid_brand AS paidBrand, paid_last4 AS paidLast4, locale`;

function row(db: Db, where: string, ...args: unknown[]): SessionRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM payment_sessions WHERE ${where}`).get(...args) as
    SessionRow | undefined;
}

function sameRequest(existing: SessionRow, request: PaymentUrlRequest): boolean {
  return (
    existing.purpose === request.purpose &&
    (existing.amountCents ?? null) === (request.amountCents ?? null) &&
    (existing.methodId ?? null) === (request.paymentMethodId ?? null) &&
    existing.saveCard === (request.saveCard ? 1 : 0)
  );
}

/** The language of a stored session (English for one stored before sessions had one). */
function localeOf(session: Pick<SessionRow, 'locale'>): Locale {
  return isLocale(session.locale) ? session.locale : 'en';
}

/**
 * The session for this key: a new one, or the one already made with it (same request). The
 * same key with a different amount or card is refused, as payment providers do. Like a real
 * provider's, a new session takes the language its page, its messages and the receipt speak:
 * the customer's, from the call that opens it.
 */
export function openSession(
  db: Db,
  service: ServiceRow,
  request: PaymentUrlRequest,
  locale: Locale = 'en',
): SessionRow {
  const t = billingText.t(locale);
  const existing = row(
    db,
    'service_id = ? AND idempotency_key = ?',
    service.id,
    request.idempotencyKey,
  );
  if (existing) {
    if (!sameRequest(existing, request)) {
      throw new HttpError(409, t('session.keyReused'));
    }
    return existing;
  }
  if (request.purpose === 'payment') {
    const amount = request.amountCents;
    if (amount === undefined || amount < MIN_PAYMENT_CENTS || amount > MAX_PAYMENT_CENTS) {
      throw new HttpError(400, t('session.amountRange'));
    }
  }
  if (request.paymentMethodId) {
    const method = findMethod(db, service, request.paymentMethodId, locale);
    if (method.expired) throw new HttpError(409, cardMessage(locale, 'expired'));
  }
  const id = `ps_${randomUUID().replaceAll('-', '')}`;
  const now = Date.now();
  db.prepare(
    `INSERT INTO payment_sessions (id, service_id, purpose, idempotency_key, amount_cents,
      method_id, save_card, created_at, expires_at, locale) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    service.id,
    request.purpose,
    request.idempotencyKey,
    request.purpose === 'payment' ? request.amountCents : null,
    request.paymentMethodId ?? null,
    request.saveCard ? 1 : 0,
    new Date(now).toISOString(),
    new Date(now + SESSION_TTL_MS).toISOString(),
    locale,
  );
  return row(db, 'id = ?', id) as SessionRow;
}

function methodSummary(db: Db, id: string | null) {
  if (!id) return null;
  return (
    (db.prepare('SELECT id, brand, last4 FROM payment_methods WHERE id = ?').get(id) as
      { id: string; brand: string; last4: string } | undefined) ?? null
  );
}

function view(db: Db, session: SessionRow): PaymentSession {
  return {
    id: session.id,
    purpose: session.purpose,
    status: session.status,
    amountCents: session.amountCents,
    message: session.message,
    confirmationNumber: session.confirmation,
    balanceAfterCents: session.balanceAfterCents,
    paymentMethod: methodSummary(db, session.resultMethodId ?? session.methodId),
    paidWith:
      session.paidBrand && session.paidLast4
        ? { brand: session.paidBrand, last4: session.paidLast4 }
        : null,
    completedAt: session.completedAt,
    chosenMethodId: session.methodId,
    saveCard: session.saveCard === 1,
  };
}

/** The app's view of one of the service's sessions, or a 404 (said in `locale`). */
export function sessionForService(
  db: Db,
  service: ServiceRow,
  id: string,
  locale: Locale = 'en',
): PaymentSession {
  const session = row(db, 'id = ? AND service_id = ?', id, service.id);
  if (!session) throw new HttpError(404, billingText.t(locale)('session.notFound'));
  return view(db, session);
}

/** The session's page as the hosted page shows it, in the session's language. */
export type PageSession = PaymentSession & {
  hasSavedMethod: boolean;
  saveCard: boolean;
  locale: Locale;
};

/** What the hosted page shows for a session; undefined when the id is unknown. */
export function sessionForPage(db: Db, id: string): PageSession | undefined {
  const session = row(db, 'id = ?', id);
  if (!session) return undefined;
  if (session.status === 'open' && Date.parse(session.expiresAt) < Date.now()) {
    finish(db, session.id, { status: 'expired', message: expiredMessage(session) });
    return sessionForPage(db, id);
  }
  return {
    ...view(db, session),
    hasSavedMethod: Boolean(session.methodId),
    saveCard: session.saveCard === 1,
    locale: localeOf(session),
  };
}

/** Why a session that timed out ended, in its language. */
function expiredMessage(session: SessionRow): string {
  return billingText.t(localeOf(session))('session.expired');
}

/** Moves an open session to a final state; false when it was not open any more (already done). */
function finish(
  db: Db,
  id: string,
  result: {
    status: Exclude<PaymentSessionStatus, 'open'>;
    message?: string | null;
    confirmation?: string | null;
    resultMethodId?: string | null;
    balanceAfterCents?: number | null;
  },
): boolean {
  const changed = db
    .prepare(
      `UPDATE payment_sessions SET status = ?, message = ?, confirmation = ?, result_method_id = ?,
        balance_after_cents = ?, completed_at = ? WHERE id = ? AND status = 'open'`,
    )
    .run(
      result.status,
      result.message ?? null,
      result.confirmation ?? null,
      result.resultMethodId ?? null,
      result.balanceAfterCents ?? null,
      new Date().toISOString(),
      id,
    ).changes;
  return changed === 1;
}

/** A confirmation number like SHS-7K2Q9XMD. */
function confirmationNumber(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `SHS-${Array.from(randomBytes(8), (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** What the hosted page's Pay / Save button sent. */
export interface CardForm {
  number?: string;
  expiry?: string;
  cvc?: string;
}

/**
 * The Pay outcome: field errors (the page shows them again), a declined card (the page asks for
 * another, the session stays open) or done (redirect back).
 */
export type PayOutcome = { errors: CardErrors } | { declined: string } | { done: true };

/**
 * Counts a declined attempt: the page asks for another card, or after MAX_DECLINES the session
 * ends declined. A saved card that failed is dropped from the session, so the page asks for one.
 */
function decline(db: Db, session: SessionRow, reason: string): PayOutcome {
  const locale = localeOf(session);
  const declines = session.declines + 1;
  if (declines >= MAX_DECLINES) {
    const stopped = billingText.t(locale)('session.tooManyDeclines', { count: MAX_DECLINES });
    finish(db, session.id, { status: 'declined', message: `${reason} ${stopped}` });
    return { done: true };
  }
  db.prepare('UPDATE payment_sessions SET declines = ?, method_id = NULL WHERE id = ?').run(
    declines,
    session.id,
  );
  return { declined: tryAnotherCard(reason, MAX_DECLINES - declines, locale) };
}

/**
 * Charges (or saves the card of) an open session, once. A session that is no longer open is
 * left alone: a second click, a resubmitted form or the back button charge nothing.
 */
export function paySession(db: Db, id: string, form: CardForm): PayOutcome {
  return db
    .transaction((): PayOutcome => {
      const session = row(db, 'id = ?', id);
      if (!session || session.status !== 'open') return { done: true };
      if (Date.parse(session.expiresAt) < Date.now()) {
        finish(db, id, { status: 'expired', message: expiredMessage(session) });
        return { done: true };
      }
      const locale = localeOf(session);
      let method: { id: string | null; brand: string; last4: string } | null = null;
      if (session.methodId) {
        const saved = db
          .prepare(
            'SELECT id, brand, last4, exp_month AS m, exp_year AS y FROM payment_methods WHERE id = ?',
          )
          .get(session.methodId) as
          { id: string; brand: string; last4: string; m: number; y: number } | undefined;
        if (!saved || isExpired(saved.m, saved.y)) {
          return decline(db, session, cardMessage(locale, saved ? 'expired' : 'declined'));
        }
        method = { id: saved.id, brand: saved.brand, last4: saved.last4 };
      } else {
        const checked = checkCard(
          { number: form.number ?? '', expiry: form.expiry ?? '', cvc: form.cvc ?? '' },
          new Date(),
          locale,
        );
        if ('errors' in checked) return checked;
        const { card } = checked;
        if (!card.approved) return decline(db, session, cardMessage(locale, 'declined'));
        const keep = session.purpose === 'add-card' || session.saveCard === 1;
        const savedId = keep
          ? addMethod(db, session.serviceId, { token: newCardToken(), ...card })
          : null;
        method = { id: savedId, brand: card.brand, last4: card.last4 };
      }
      if (session.purpose === 'add-card') {
        finish(db, id, { status: 'succeeded', resultMethodId: method.id });
        return { done: true };
      }
      const confirmation = confirmationNumber();
      const amount = session.amountCents ?? 0;
      // Claim first: if another request finished the session meanwhile, nothing is charged.
      if (!finish(db, id, { status: 'succeeded', confirmation, resultMethodId: method.id }))
        return { done: true };
      const paidAt = (row(db, 'id = ?', id) as SessionRow).completedAt ?? new Date().toISOString();
      // Dated in Denver like the receipt, so a late-evening payment is not filed under tomorrow.
      // Described in the ledger's own words (English), like every other entry of the ledger.
      const balance = recordPayment(
        db,
        session.serviceId,
        amount,
        `Payment, ${method.brand} ending ${method.last4} (confirmation ${confirmation})`,
        dayKey(paidAt),
      );
      db.prepare(
        'UPDATE payment_sessions SET balance_after_cents = ?, paid_brand = ?, paid_last4 = ? WHERE id = ?',
      ).run(balance, method.brand, method.last4, id);
      mailReceipt(db, {
        serviceId: session.serviceId,
        amountCents: amount,
        card: method,
        confirmation,
        paidAt,
        balanceAfterCents: balance,
        // The customer paid in this language: their receipt speaks it too.
        locale,
      });
      return { done: true };
    })
    .immediate();
}

/** Cancel on the hosted page: nothing charged. */
export function cancelSession(db: Db, id: string): void {
  const session = row(db, 'id = ?', id);
  if (!session) return;
  const t = billingText.t(localeOf(session));
  finish(db, id, {
    status: 'cancelled',
    message: t(session.purpose === 'payment' ? 'session.cancelled' : 'session.cardCancelled'),
  });
}

/** Where the hosted page sends the customer back (always the app's own origin). */
export function returnPath(purpose: PaymentPurpose, id: string): string {
  return `${purpose === 'payment' ? '/billing/payment' : '/billing/manage'}?session=${encodeURIComponent(id)}`;
}
