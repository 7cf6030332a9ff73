// Sending the customer to the payment provider's hosted page (spec 7.2 generate payment URL), for
// the review step and for the one-click retry alike: one idempotency key per attempt (a double
// click opens one hosted page, not two), pending while the URL is asked for, and the failure in
// the customer's words when it cannot be had.
import { useState } from 'react';
import { describeFailure } from '../../lib/http/failure';
import { generatePaymentUrl } from './api';
import { newIdempotencyKey } from './format';

/** What the hosted page charges: the amount, and the saved card or a new one. */
export interface HostedPayment {
  amountCents: number | undefined;
  paymentMethodId: string | undefined;
  saveCard: boolean;
}

export function useHostedPayment(serviceName: string, failureMessage: string) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const go = async (payment: HostedPayment) => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      const { url } = await generatePaymentUrl(serviceName, {
        purpose: 'payment',
        idempotencyKey,
        ...payment,
      });
      window.location.assign(url);
    } catch (error) {
      setFailure(describeFailure(failureMessage, error));
      setPending(false);
    }
  };

  return { go, pending, failure };
}
