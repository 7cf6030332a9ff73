// The payment receipt mail (issue 24: Communications promises receipts by email). Sent once,
// inside the transaction that charges the session, so a payment and its receipt go together.
// The date reads in America/Denver, the business's zone (spec 9.1), as it does in the app.
import type { Db } from '../db/database.js';
import { sendMail } from '../mail/outbox.js';
import { formatDateTime } from '../../../src/lib/dates/denver-time.js';
import { PROVIDER_NAME } from './billing-data.js';
import { dollars } from './statement-pdf.js';

/** What a receipt states. */
export interface ReceiptFacts {
  serviceId: string;
  amountCents: number;
  card: { brand: string; last4: string };
  confirmation: string;
  paidAt: string;
  balanceAfterCents: number;
}

/** The receipt's subject line (tests find the mail by it). */
export function receiptSubject(confirmation: string): string {
  return `Your ${PROVIDER_NAME} payment receipt ${confirmation}`;
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
  sendMail(db, {
    to: owner.email,
    subject: receiptSubject(facts.confirmation),
    body: [
      `Hello ${owner.firstName},`,
      '',
      `Thank you for your payment to ${PROVIDER_NAME}. This is your receipt.`,
      '',
      `Amount paid: ${dollars(facts.amountCents)}`,
      `Card: ${facts.card.brand} ending ${facts.card.last4}`,
      `Confirmation number: ${facts.confirmation}`,
      `Date: ${formatDateTime(facts.paidAt)}`,
      `Service: ${owner.title} (${owner.serviceName})`,
      `New balance: ${dollars(facts.balanceAfterCents)}`,
      '',
      'The payment is in Transaction History in your account.',
    ].join('\n'),
  });
}
