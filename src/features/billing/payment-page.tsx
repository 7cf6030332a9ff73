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
import { pageTitles } from '../../lib/routing/page-titles';
import { isFeatureOn } from '../../lib/shared/features';
import { useText } from '../../lib/shared/i18n/use-text';
import { serviceDisplayName, type Service } from '../../lib/shared/services';
import type { CurrentInvoice, PaymentMethod } from './api';
import { BillingFrame } from './billing-frame';
import { PaymentsUnavailable } from './payments-unavailable';
import {
  formatCents,
  formatExpiry,
  MAX_PAYMENT_CENTS,
  MIN_PAYMENT_CENTS,
  paymentAmountError,
  toCents,
} from './format';
import { billingText } from './text';
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
  const t = useText(billingText);
  const title = useText(pageTitles);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let cents = bill.amountDueCents;
    if (!full) {
      const typed = amountFrom(event.currentTarget);
      const error = paymentAmountError(typed, t);
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
    <form className="billing-form" aria-label={t('pay.form')} noValidate onSubmit={submit}>
      <fieldset className="billing-choices">
        <legend>{t('pay.amount')}</legend>
        <label className="billing-choice">
          <input
            type="radio"
            name="amount-choice"
            checked={full}
            disabled={!owes}
            onChange={() => setFull(true)}
          />
          {t('pay.fullBalance', { amount: formatCents(bill.amountDueCents) })}
        </label>
        <label className="billing-choice">
          <input
            type="radio"
            name="amount-choice"
            checked={!full}
            onChange={() => setFull(false)}
          />
          {t('pay.otherAmount')}
        </label>
      </fieldset>
      {!full ? (
        <CurrencyInput
          label={t('pay.amountLabel')}
          name="amount"
          fractional
          value={other}
          onChange={(value) => {
            setOther(value);
            setAmountError(undefined);
          }}
          hint={t('pay.amountHint', {
            min: formatCents(MIN_PAYMENT_CENTS),
            max: formatCents(MAX_PAYMENT_CENTS),
          })}
          error={amountError}
        />
      ) : null}
      <fieldset className="billing-choices">
        <legend>{t('pay.with')}</legend>
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
            {t('card.nameExpires', {
              brand: m.brand,
              last4: m.last4,
              expiry: formatExpiry(m.expMonth, m.expYear),
            })}
            {m.expired ? ` ${t('pay.expiredNote', { page: title('billing.manage') })}` : ''}
            {m.isDefault ? ` ${t('pay.defaultNote')}` : ''}
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
          {t('pay.newCard')}
        </label>
      </fieldset>
      {methodId === NEW_CARD ? (
        <label className="billing-choice">
          <input
            type="checkbox"
            checked={saveCard}
            onChange={(e) => setSaveCard(e.target.checked)}
          />
          {t('pay.saveCard')}
        </label>
      ) : null}
      {usable.length === 0 && methods.length > 0 ? (
        <InlineMessage variant="info">{t('pay.allExpired')}</InlineMessage>
      ) : null}
      <div className="billing-actions">
        <Button type="submit">{t('pay.review')}</Button>
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
  const t = useText(billingText);
  // One key for this attempt: pressing the button twice opens the same hosted page session.
  const hosted = useHostedPayment(serviceName, t('pay.startFailed'));
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
        {t('review.title')}
      </h2>
      <dl className="billing-rows">
        <div className="billing-row">
          <dt>{t('review.amount')}</dt>
          <dd>{formatCents(choice.amountCents)}</dd>
        </div>
        <div className="billing-row">
          <dt>{t('review.card')}</dt>
          <dd>
            {choice.method
              ? t('card.name', { brand: choice.method.brand, last4: choice.method.last4 })
              : t(choice.saveCard ? 'review.newCardSaved' : 'review.newCard')}
          </dd>
        </div>
      </dl>
      <p className="shs-lead">{t('review.lead')}</p>
      {hosted.failure ? <InlineMessage variant="error">{hosted.failure}</InlineMessage> : null}
      <div className="billing-actions">
        <Button
          onClick={() => void go()}
          state={hosted.pending ? 'pending' : 'empty'}
          disabled={hosted.pending}
          needsNetwork
        >
          {t('review.continue')}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={hosted.pending}>
          {t('review.change')}
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
  const t = useText(billingText);

  return (
    <QueryState query={invoice} loadingLabel={t('loading.bill')} errorMessage={t('load.invoice')}>
      {(bill) => (
        <QueryState
          query={methods}
          loadingLabel={t('loading.cards')}
          errorMessage={t('load.methods')}
        >
          {(list) => (
            <>
              <Panel title={t('pay.balance', { amount: formatCents(bill.amountDueCents) })}>
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
  const t = useText(billingText);
  useEffect(() => {
    if (!succeeded) return;
    // The balance, the transactions and maybe the cards changed: refresh everything but this.
    refreshBilling(queryClient, serviceName);
  }, [succeeded, queryClient, serviceName]);

  return (
    <QueryState
      query={session}
      loadingLabel={t('loading.payment')}
      errorMessage={t('load.payment')}
    >
      {(result) =>
        result.status === 'succeeded' ? (
          <PaymentReceipt payment={result} serviceTitle={serviceDisplayName(service)} />
        ) : (
          <QueryState
            query={methods}
            loadingLabel={t('loading.cards')}
            errorMessage={t('load.methods')}
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
  const paymentsOn = isFeatureOn('payments');
  return (
    <BillingFrame page="billing.payment">
      {(service) =>
        sessionId ? (
          <PaymentResult key={sessionId} service={service} sessionId={sessionId} />
        ) : !paymentsOn ? (
          <PaymentsUnavailable serviceName={service.serviceName} />
        ) : (
          <PaymentForm serviceName={service.serviceName} />
        )
      }
    </BillingFrame>
  );
}
