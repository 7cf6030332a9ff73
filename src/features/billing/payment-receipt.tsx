// The receipt of a successful payment (issue 24): what was paid, with which card, the
// confirmation number and when, in America/Denver like every time the account centre shows.
// The same facts went to the customer's email; the page says where.
import { Link } from 'react-router-dom';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Panel } from '../../components/page-layout/panel';
import { formatDateTime } from '../../lib/dates/denver-time';
import { pageTitles } from '../../lib/routing/page-titles';
import { PATHS } from '../../lib/routing/paths';
import { useText } from '../../lib/shared/i18n/use-text';
import { useUserStore } from '../../stores/user-store';
import type { PaymentSession } from './api';
import { formatCents } from './format';
import { billingText } from './text';

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
  const t = useText(billingText);
  const title = useText(pageTitles);
  return (
    <Panel title={t('receipt.title')}>
      <InlineMessage variant="success">{t('receipt.thanks', { amount })}</InlineMessage>
      <dl className="billing-rows">
        <div className="billing-row">
          <dt>{t('receipt.amountPaid')}</dt>
          <dd>{amount}</dd>
        </div>
        {card ? (
          <div className="billing-row">
            <dt>{t('receipt.card')}</dt>
            <dd>{t('card.name', { brand: card.brand, last4: card.last4 })}</dd>
          </div>
        ) : null}
        <div className="billing-row">
          <dt>{t('receipt.confirmation')}</dt>
          <dd>{payment.confirmationNumber}</dd>
        </div>
        {payment.completedAt ? (
          <div className="billing-row">
            <dt>{t('receipt.date')}</dt>
            <dd>{formatDateTime(payment.completedAt)}</dd>
          </div>
        ) : null}
        <div className="billing-row">
          <dt>{t('receipt.service')}</dt>
          <dd>{serviceTitle}</dd>
        </div>
        <div className="billing-row">
          <dt>{t('receipt.newBalance')}</dt>
          <dd>{formatCents(payment.balanceAfterCents ?? 0)}</dd>
        </div>
      </dl>
      {email ? <p className="shs-lead">{t('receipt.mailed', { email })}</p> : null}
      <div className="billing-actions">
        <Button variant="secondary" onClick={() => window.print()}>
          {t('receipt.print')}
        </Button>
        <Link className="billing-link" to={PATHS.billingTransactions}>
          {t('receipt.seeIn', { page: title('billing.transactions') })}
        </Link>
        <Link className="billing-link" to={PATHS.billing}>
          {t('link.backTo', { page: title('billing') })}
        </Link>
      </div>
    </Panel>
  );
}
