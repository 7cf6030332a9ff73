// The receipt of a successful payment (issue 24): what was paid, with which card, the
// confirmation number and when, in America/Denver like every time the account centre shows.
// The same facts went to the customer's email; the page says where.
import { Link } from 'react-router-dom';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Panel } from '../../components/page-layout/panel';
import { formatDateTime } from '../../lib/dates/denver-time';
import { PATHS } from '../../lib/routing/paths';
import { useUserStore } from '../../stores/user-store';
import type { PaymentSession } from './api';
import { formatCents } from './format';
import { BILLING_TITLES, RECEIPT_TEXT } from './messages';

/** Props of {@link PaymentReceipt}. */
export interface PaymentReceiptProps {
  payment: PaymentSession;
  /** Where the payment went, as the customer knows the service. */
  serviceTitle: string;
}

export function PaymentReceipt({ payment, serviceTitle }: PaymentReceiptProps) {
  const email = useUserStore((state) => state.user?.email);
  const card = payment.paidWith ?? payment.paymentMethod;
  const amount = formatCents(payment.amountCents ?? 0);
  return (
    <Panel title={RECEIPT_TEXT.title}>
      <InlineMessage variant="success">{RECEIPT_TEXT.thanks(amount)}</InlineMessage>
      <dl className="billing-rows">
        <div className="billing-row">
          <dt>Amount paid</dt>
          <dd>{amount}</dd>
        </div>
        {card ? (
          <div className="billing-row">
            <dt>Card</dt>
            <dd>
              {card.brand} ending {card.last4}
            </dd>
          </div>
        ) : null}
        <div className="billing-row">
          <dt>Confirmation number</dt>
          <dd>{payment.confirmationNumber}</dd>
        </div>
        {payment.completedAt ? (
          <div className="billing-row">
            <dt>Date</dt>
            <dd>{formatDateTime(payment.completedAt)}</dd>
          </div>
        ) : null}
        <div className="billing-row">
          <dt>Service</dt>
          <dd>{serviceTitle}</dd>
        </div>
        <div className="billing-row">
          <dt>New balance</dt>
          <dd>{formatCents(payment.balanceAfterCents ?? 0)}</dd>
        </div>
      </dl>
      {email ? <p className="shs-lead">{RECEIPT_TEXT.mailed(email)}</p> : null}
      <div className="billing-actions">
        <Button variant="secondary" onClick={() => window.print()}>
          {RECEIPT_TEXT.print}
        </Button>
        <Link className="billing-link" to={PATHS.billingTransactions}>
          See it in {BILLING_TITLES.transactions}
        </Link>
        <Link className="billing-link" to={PATHS.billing}>
          Back to {BILLING_TITLES.billing}
        </Link>
      </div>
    </Panel>
  );
}
