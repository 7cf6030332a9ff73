// A payment that did not go through (declined too often, cancelled, timed out, or left
// unfinished): say what happened, and one button that tries again with what was chosen, the
// same amount and card, straight to the payment provider's page (issue 24). A saved card that
// can no longer be used gives way to a new card there.
import { Link } from 'react-router-dom';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { PATHS } from '../../lib/routing/paths';
import type { PaymentMethod, PaymentSession } from './api';
import { formatCents } from './format';
import { PAYMENT_MESSAGES } from './messages';
import { useHostedPayment } from './use-hosted-payment';

/** What went wrong, in the customer's words. */
export function failureMessage(payment: PaymentSession): string {
  if (payment.status === 'open') return PAYMENT_MESSAGES.unfinished;
  if (payment.status === 'declined') {
    return `${payment.message ?? PAYMENT_MESSAGES.declined} ${PAYMENT_MESSAGES.notCharged}`;
  }
  return payment.message ?? PAYMENT_MESSAGES.cancelled;
}

/** Props of {@link PaymentRetry}. */
export interface PaymentRetryProps {
  serviceName: string;
  payment: PaymentSession;
  /** The service's saved cards now: the chosen one may have expired or gone since. */
  methods: PaymentMethod[];
}

export function PaymentRetry({ serviceName, payment, methods }: PaymentRetryProps) {
  // One key per retry: a double click opens one page, not two.
  const hosted = useHostedPayment(serviceName, PAYMENT_MESSAGES.retryFailed);
  const card = methods.find((m) => m.id === payment.chosenMethodId && !m.expired) ?? null;
  const amount = formatCents(payment.amountCents ?? 0);

  const retry = () =>
    hosted.go({
      amountCents: payment.amountCents ?? undefined,
      paymentMethodId: card?.id,
      saveCard: card ? false : payment.saveCard,
    });

  return (
    <>
      <InlineMessage
        variant={payment.status === 'cancelled' || payment.status === 'open' ? 'info' : 'error'}
      >
        {failureMessage(payment)}
      </InlineMessage>
      {hosted.failure ? <InlineMessage variant="error">{hosted.failure}</InlineMessage> : null}
      <div className="billing-actions">
        <Button
          onClick={() => void retry()}
          state={hosted.pending ? 'pending' : 'empty'}
          disabled={hosted.pending}
        >
          {PAYMENT_MESSAGES.retry(amount, card ? `${card.brand} ending ${card.last4}` : null)}
        </Button>
        <Link className="billing-link" to={PATHS.billingPayment}>
          {PAYMENT_MESSAGES.change}
        </Link>
      </div>
    </>
  );
}
