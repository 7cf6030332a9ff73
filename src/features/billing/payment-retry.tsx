// A payment that did not go through (declined too often, cancelled, timed out, or left
// unfinished): say what happened, and one button that tries again with what was chosen, the
// same amount and card, straight to the payment provider's page (issue 24). A saved card that
// can no longer be used gives way to a new card there.
import { Link } from 'react-router-dom';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { PATHS } from '../../lib/routing/paths';
import { useText } from '../../lib/shared/i18n/use-text';
import type { PaymentMethod, PaymentSession } from './api';
import { formatCents } from './format';
import { billingText, type BillingTranslate } from './text';
import { useHostedPayment } from './use-hosted-payment';

/**
 * What went wrong, in the customer's words: the payment provider's own message when it gave one
 * (worded by the server in the customer's language), else ours.
 */
export function failureMessage(payment: PaymentSession, t: BillingTranslate): string {
  if (payment.status === 'open') return t('outcome.unfinished');
  if (payment.status === 'declined') {
    return `${payment.message ?? t('outcome.declined')} ${t('outcome.notCharged')}`;
  }
  return payment.message ?? t('outcome.cancelled');
}

/** Props of {@link PaymentRetry}. */
export interface PaymentRetryProps {
  serviceName: string;
  payment: PaymentSession;
  /** The service's saved cards now: the chosen one may have expired or gone since. */
  methods: PaymentMethod[];
}

export function PaymentRetry({ serviceName, payment, methods }: PaymentRetryProps) {
  const t = useText(billingText);
  // One key per retry: a double click opens one page, not two.
  const hosted = useHostedPayment(serviceName, t('retry.failed'));
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
        {failureMessage(payment, t)}
      </InlineMessage>
      {hosted.failure ? <InlineMessage variant="error">{hosted.failure}</InlineMessage> : null}
      <div className="billing-actions">
        <Button
          onClick={() => void retry()}
          state={hosted.pending ? 'pending' : 'empty'}
          disabled={hosted.pending}
        >
          {card
            ? t('retry.withCard', {
                amount,
                card: t('card.name', { brand: card.brand, last4: card.last4 }),
              })
            : t('retry.withNewCard', { amount })}
        </Button>
        <Link className="billing-link" to={PATHS.billingPayment}>
          {t('retry.change')}
        </Link>
      </div>
    </>
  );
}
