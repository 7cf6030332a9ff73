// A payment that did not go through (declined too often, cancelled, timed out, or left
// unfinished): say what happened, and one button that tries again with what was chosen, the
// same amount and card, straight to the payment provider's page (issue 24). A saved card that
// can no longer be used gives way to a new card there.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { describeFailure } from '../../lib/http/failure';
import { PATHS } from '../../lib/routing/paths';
import { generatePaymentUrl, type PaymentMethod, type PaymentSession } from './api';
import { formatCents, newIdempotencyKey } from './format';
import { PAYMENT_MESSAGES } from './messages';

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
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const card = methods.find((m) => m.id === payment.chosenMethodId && !m.expired) ?? null;
  const amount = formatCents(payment.amountCents ?? 0);

  const retry = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { url } = await generatePaymentUrl(serviceName, {
        purpose: 'payment',
        idempotencyKey,
        amountCents: payment.amountCents ?? undefined,
        paymentMethodId: card?.id,
        saveCard: card ? false : payment.saveCard,
      });
      window.location.assign(url);
    } catch (error) {
      setFailure(describeFailure(PAYMENT_MESSAGES.retryFailed, error));
      setPending(false);
    }
  };

  return (
    <>
      <InlineMessage
        variant={payment.status === 'cancelled' || payment.status === 'open' ? 'info' : 'error'}
      >
        {failureMessage(payment)}
      </InlineMessage>
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <div className="billing-actions">
        <Button
          onClick={() => void retry()}
          state={pending ? 'pending' : 'empty'}
          disabled={pending}
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
