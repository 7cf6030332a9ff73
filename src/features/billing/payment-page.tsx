// /billing/payment: choose the amount (full balance or another amount) and the card (saved or
// new), review, then "generate payment URL" sends the customer to the payment provider's hosted
// page, so card data never touches the app. Back here with ?session=, the outcome is read from
// the server: reloading this address, or going back, never pays again (one idempotency key per
// attempt, enforced by the server). A payment shows its receipt (payment-receipt.tsx); one that
// did not go through says why and retries with the same choice in one click (payment-retry.tsx).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Panel } from '../../components/page-layout/panel';
import { Button } from '../../components/button/button';
import { CurrencyInput } from '../../components/currency-input/currency-input';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { isFeatureOn } from '../../lib/shared/features';
import { serviceDisplayName, type Service } from '../../lib/shared/services';
import type { CurrentInvoice, PaymentMethod } from './api';
import { BillingFrame } from './billing-frame';
import { PaymentsUnavailable } from './payments-unavailable';
import {
  formatCents,
  formatExpiry,
  MAX_PAYMENT_CENTS,
  paymentAmountError,
  toCents,
} from './format';
import { BILLING_TITLES, LOAD_ERRORS } from './messages';
import { useHostedPayment } from './use-hosted-payment';
import { PaymentReceipt } from './payment-receipt';
import { PaymentRetry } from './payment-retry';
import { refreshBilling, useCurrentInvoice, usePaymentMethods, usePaymentSession } from './queries';

const NEW_CARD = 'new';

/** The amount field's value as the currency input leaves it in the form (null, NaN or dollars). */
function amountFrom(form: HTMLFormElement): number | null {
  const raw = new FormData(form).get('amount');
  if (raw === null || raw === '') return null;
  return Number(raw);
}

interface Choice {
  amountCents: number;
  method: PaymentMethod | null;
  saveCard: boolean;
}

function ChooseStep({
  bill,
  methods,
  initial,
  onContinue,
}: {
  bill: CurrentInvoice;
  methods: PaymentMethod[];
  initial: { full: boolean; other: number | null; methodId: string; saveCard: boolean };
  onContinue: (choice: Choice, kept: typeof initial) => void;
}) {
  const owes = bill.amountDueCents > 0;
  const [full, setFull] = useState(initial.full && owes);
  const [other, setOther] = useState<number | null>(initial.other);
  const [methodId, setMethodId] = useState(initial.methodId);
  const [saveCard, setSaveCard] = useState(initial.saveCard);
  const [amountError, setAmountError] = useState<string | undefined>();
  const usable = methods.filter((m) => !m.expired);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let cents = bill.amountDueCents;
    if (!full) {
      const typed = amountFrom(event.currentTarget);
      const error = paymentAmountError(typed);
      if (error || typed === null || Number.isNaN(typed)) {
        setAmountError(error ?? undefined);
        event.currentTarget.querySelector<HTMLInputElement>('input[inputmode]')?.focus();
        return;
      }
      cents = toCents(typed);
    }
    setAmountError(undefined);
    const method = methods.find((m) => m.id === methodId) ?? null;
    onContinue(
      { amountCents: cents, method, saveCard: method ? false : saveCard },
      { full, other, methodId, saveCard },
    );
  };

  return (
    <form className="billing-form" aria-label="Payment details" noValidate onSubmit={submit}>
      <fieldset className="billing-choices">
        <legend>Amount</legend>
        <label className="billing-choice">
          <input
            type="radio"
            name="amount-choice"
            checked={full}
            disabled={!owes}
            onChange={() => setFull(true)}
          />
          Full balance: {formatCents(bill.amountDueCents)}
        </label>
        <label className="billing-choice">
          <input
            type="radio"
            name="amount-choice"
            checked={!full}
            onChange={() => setFull(false)}
          />
          Another amount
        </label>
      </fieldset>
      {!full ? (
        <CurrencyInput
          label="Amount to pay"
          name="amount"
          fractional
          value={other}
          onChange={(value) => {
            setOther(value);
            setAmountError(undefined);
          }}
          hint={`At least $1.00 and at most ${formatCents(MAX_PAYMENT_CENTS)}. You may pay more than you owe; the rest stays as a credit.`}
          error={amountError}
        />
      ) : null}
      <fieldset className="billing-choices">
        <legend>Pay with</legend>
        {methods.map((m) => (
          <label key={m.id} className="billing-choice">
            <input
              type="radio"
              name="method"
              value={m.id}
              checked={methodId === m.id}
              disabled={m.expired}
              onChange={() => setMethodId(m.id)}
            />
            {m.brand} ending {m.last4}, expires {formatExpiry(m.expMonth, m.expYear)}
            {m.expired ? ' (expired: update it in Saved Payment Methods)' : ''}
            {m.isDefault ? ' (default)' : ''}
          </label>
        ))}
        <label className="billing-choice">
          <input
            type="radio"
            name="method"
            value={NEW_CARD}
            checked={methodId === NEW_CARD}
            onChange={() => setMethodId(NEW_CARD)}
          />
          A new card
        </label>
      </fieldset>
      {methodId === NEW_CARD ? (
        <label className="billing-choice">
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(e) => setSaveCard(e.target.checked)}
          />
          Save the new card for later payments
        </label>
      ) : null}
      {usable.length === 0 && methods.length > 0 ? (
        <InlineMessage variant="info">
          Your saved cards have expired. Pay with a new card.
        </InlineMessage>
      ) : null}
      <div className="billing-actions">
        <Button type="submit">Review payment</Button>
      </div>
    </form>
  );
}

function ReviewStep({
  serviceName,
  choice,
  onBack,
}: {
  serviceName: string;
  choice: Choice;
  onBack: () => void;
}) {
  // One key for this attempt: pressing the button twice opens the same hosted page session.
  const hosted = useHostedPayment(serviceName, 'We could not start the payment.');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const go = () =>
    hosted.go({
      amountCents: choice.amountCents,
      paymentMethodId: choice.method?.id,
      saveCard: choice.saveCard,
    });

  return (
    <section className="shs-panel" aria-labelledby="review-heading">
      <h2 id="review-heading" className="shs-panel__title" tabIndex={-1} ref={heading}>
        Review your payment
      </h2>
      <dl className="billing-rows">
        <div className="billing-row">
          <dt>Amount</dt>
          <dd>{formatCents(choice.amountCents)}</dd>
        </div>
        <div className="billing-row">
          <dt>Card</dt>
          <dd>
            {choice.method
              ? `${choice.method.brand} ending ${choice.method.last4}`
              : `A new card, entered on the payment provider's secure page${choice.saveCard ? ' and saved for later' : ''}`}
          </dd>
        </div>
      </dl>
      <p className="shs-lead">
        You will finish on our payment provider&apos;s secure page, then come back here.
      </p>
      {hosted.failure ? <InlineMessage variant="error">{hosted.failure}</InlineMessage> : null}
      <div className="billing-actions">
        <Button
          onClick={() => void go()}
          state={hosted.pending ? 'pending' : 'empty'}
          disabled={hosted.pending}
          needsNetwork
        >
          Continue to secure payment
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={hosted.pending}>
          Change details
        </Button>
      </div>
    </section>
  );
}

function PaymentForm({ serviceName }: { serviceName: string }) {
  const invoice = useCurrentInvoice(serviceName);
  const methods = usePaymentMethods(serviceName);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [kept, setKept] = useState<{
    full: boolean;
    other: number | null;
    methodId: string;
    saveCard: boolean;
  } | null>(null);

  return (
    <QueryState query={invoice} loadingLabel="Loading your bill" errorMessage={LOAD_ERRORS.invoice}>
      {(bill) => (
        <QueryState
          query={methods}
          loadingLabel="Loading your cards"
          errorMessage={LOAD_ERRORS.methods}
        >
          {(list) => (
            <>
              <Panel title={`Balance: ${formatCents(bill.amountDueCents)}`}>
                {choice ? null : (
                  <ChooseStep
                    bill={bill}
                    methods={list}
                    initial={
                      kept ?? {
                        full: bill.amountDueCents > 0,
                        other: null,
                        methodId:
                          list.find((m) => m.isDefault && !m.expired)?.id ??
                          list.find((m) => !m.expired)?.id ??
                          NEW_CARD,
                        saveCard: false,
                      }
                    }
                    onContinue={(next, keep) => {
                      setKept(keep);
                      setChoice(next);
                    }}
                  />
                )}
              </Panel>
              {choice ? (
                <ReviewStep
                  serviceName={serviceName}
                  choice={choice}
                  onBack={() => setChoice(null)}
                />
              ) : null}
            </>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

function PaymentResult({ service, sessionId }: { service: Service; sessionId: string }) {
  const { serviceName } = service;
  const session = usePaymentSession(serviceName, sessionId);
  const methods = usePaymentMethods(serviceName);
  const queryClient = useQueryClient();
  const succeeded = session.data?.status === 'succeeded';
  useEffect(() => {
    if (!succeeded) return;
    // The balance, the transactions and maybe the cards changed: refresh everything but this.
    refreshBilling(queryClient, serviceName);
  }, [succeeded, queryClient, serviceName]);

  return (
    <QueryState
      query={session}
      loadingLabel="Loading your payment"
      errorMessage={LOAD_ERRORS.payment}
    >
      {(result) =>
        result.status === 'succeeded' ? (
          <PaymentReceipt payment={result} serviceTitle={serviceDisplayName(service)} />
        ) : (
          <QueryState
            query={methods}
            loadingLabel="Loading your cards"
            errorMessage={LOAD_ERRORS.methods}
          >
            {(list) => <PaymentRetry serviceName={serviceName} payment={result} methods={list} />}
          </QueryState>
        )
      }
    </QueryState>
  );
}

export function PaymentPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  return (
    <BillingFrame title={BILLING_TITLES.payment}>
      {(service) =>
        sessionId ? (
          <PaymentResult key={sessionId} service={service} sessionId={sessionId} />
        ) : !isFeatureOn('payments') ? (
          <PaymentsUnavailable serviceName={service.serviceName} />
        ) : (
          <PaymentForm serviceName={service.serviceName} />
        )
      }
    </BillingFrame>
  );
}
