// The payment receipt mail (issue 24: Communications promises receipts by email). Sent once,
// inside the transaction that charges the session, so a payment and its receipt go together.
// The date reads in America/Denver, the business's zone (spec 9.1), as it does in the app.
import type { Db } from '../db/database.js';
import { sendMail } from '../mail/outbox.js';
import { formatDateTime } from '../../../src/lib/dates/denver-time.js';
import { INTL_LOCALES, type Locale } from '../../../src/lib/shared/i18n/locales.js';
import { dollars } from './statement-pdf.js';
import { billingText } from './text.js';

/** What a receipt states. */
export interface ReceiptFacts {
  serviceId: string;
  amountCents: number;
  card: { brand: string; last4: string };
  confirmation: string;
  paidAt: string;
  balanceAfterCents: number;
  /** The language the customer paid in (the payment session's): the receipt speaks it. */
  locale: Locale;
}

/** The receipt's subject line (tests find the mail by it). */
export function receiptSubject(confirmation: string, locale: Locale = 'en'): string {
  return billingText.t(locale)('receipt.subject', { confirmation });
}

/** Mails the receipt to the service owner's email address. */
export function mailReceipt(db: Db, facts: ReceiptFacts): void {
  const owner = db
    .prepare(
      `SELECT u.email, u.first_name AS firstName, s.service_name AS serviceName,
        COALESCE(s.nickname, s.street_address1, s.service_name) AS title
       FROM services s JOIN users u ON u.id = s.user_id WHERE s.id = ?`,
    )
    .get(facts.serviceId) as
    { email: string; firstName: string; serviceName: string; title: string } | undefined;
  if (!owner) return;
  const { locale } = facts;
  const t = billingText.t(locale);
  sendMail(db, {
    to: owner.email,
    subject: receiptSubject(facts.confirmation, locale),
    body: [
      t('receipt.hello', { name: owner.firstName }),
      '',
      t('receipt.thanks'),
      '',
      t('receipt.amount', { amount: dollars(facts.amountCents, locale) }),
      t('receipt.card', { brand: facts.card.brand, last4: facts.card.last4 }),
      t('receipt.confirmation', { confirmation: facts.confirmation }),
      t('receipt.date', { date: formatDateTime(facts.paidAt, INTL_LOCALES[locale]) }),
      t('receipt.service', { title: owner.title, serviceName: owner.serviceName }),
      t('receipt.balance', { amount: dollars(facts.balanceAfterCents, locale) }),
      '',
      t('receipt.history'),
    ].join('\n'),
  });
}
