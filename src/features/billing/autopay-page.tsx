// /billing/autopay: enrol with a chosen saved card after accepting the terms, or turn it off,
// each confirmed in a dialog; shows the next autopay date and amount.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../components/page-layout/panel';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Modal } from '../../components/modal/modal';
import { QueryState } from '../../components/query-state/query-state';
import { Select } from '../../components/select/select';
import { describeFailure } from '../../lib/http/failure';
import { PATHS } from '../../lib/routing/paths';
import type { Autopay, PaymentMethod } from './api';
import { BillingFrame } from './billing-frame';
import { formatCents, formatDay, formatExpiry } from './format';
import { BILLING_TITLES, LOAD_ERRORS } from './messages';
import { useAutopay, usePaymentMethods, useSaveAutopay } from './queries';

/** The terms the customer accepts before autopay starts. */
export const AUTOPAY_TERMS =
  'I authorise Smart Home Security to charge the card I choose for the full balance of each bill on its due date, until I turn autopay off. Turning it off takes effect for bills not yet charged.';

function AutopayEditor({
  serviceName,
  autopay,
  methods,
}: {
  serviceName: string;
  autopay: Autopay;
  methods: PaymentMethod[];
}) {
  const saveAutopay = useSaveAutopay(serviceName);
  const usable = methods.filter((m) => !m.expired);
  const [methodId, setMethodId] = useState(
    autopay.paymentMethodId ?? usable.find((m) => m.isDefault)?.id ?? usable[0]?.id ?? '',
  );
  const [accepted, setAccepted] = useState(false);
  const [confirm, setConfirm] = useState<'on' | 'off' | null>(null);
  const [errors, setErrors] = useState<{ card?: string; terms?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = usable.find((m) => m.id === methodId);
  const changingCard = autopay.enabled && methodId !== autopay.paymentMethodId;

  const ask = () => {
    const next = {
      card: chosen ? undefined : 'Choose the card autopay charges.',
      terms: autopay.enabled || accepted ? undefined : 'Accept the autopay terms to continue.',
    };
    setErrors(next);
    if (!next.card && !next.terms) setConfirm('on');
  };

  const apply = async () => {
    const turningOn = confirm === 'on';
    setFailure(null);
    try {
      await saveAutopay.mutateAsync(
        turningOn && chosen
          ? { enabled: true, paymentMethodId: chosen.id, acceptTerms: true }
          : { enabled: false },
      );
      setNotice(
        turningOn && chosen
          ? `Autopay is on with ${chosen.brand} ending ${chosen.last4}.`
          : 'Autopay is off.',
      );
      setAccepted(false);
    } catch (error) {
      setFailure(describeFailure('We could not change autopay.', error));
    } finally {
      setConfirm(null);
    }
  };

  return (
    <>
      {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <Panel title={`Autopay is ${autopay.enabled ? 'on' : 'off'}`}>
        {autopay.enabled ? (
          <dl className="billing-rows">
            <div className="billing-row">
              <dt>Card</dt>
              <dd>
                {autopay.paymentMethod
                  ? `${autopay.paymentMethod.brand} ending ${autopay.paymentMethod.last4}`
                  : 'Unknown card'}
              </dd>
            </div>
            <div className="billing-row">
              <dt>Next autopay date</dt>
              <dd>{autopay.nextDate ? formatDay(autopay.nextDate) : 'None scheduled'}</dd>
            </div>
            <div className="billing-row">
              <dt>Next autopay amount</dt>
              <dd>
                {autopay.nextAmountCents !== null ? formatCents(autopay.nextAmountCents) : '—'}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="shs-lead">Pay each bill automatically on its due date with a saved card.</p>
        )}
        {usable.length === 0 ? (
          <p className="shs-lead">
            You need a saved card that has not expired.{' '}
            <Link className="billing-link" to={PATHS.billingManage}>
              Add a card
            </Link>
          </p>
        ) : (
          <div className="billing-form">
            <Select
              label={autopay.enabled ? 'Card autopay charges' : 'Card to charge'}
              options={usable.map((m) => ({
                value: m.id,
                label: `${m.brand} ending ${m.last4}, expires ${formatExpiry(m.expMonth, m.expYear)}`,
              }))}
              value={methodId}
              onChange={setMethodId}
              error={errors.card}
            />
            {!autopay.enabled ? (
              <>
                <p className="billing-terms" id="autopay-terms">
                  {AUTOPAY_TERMS}
                </p>
                <label className="billing-choice">
                  <input
                    type="checkbox"
                    checked={accepted}
                    aria-describedby={errors.terms ? 'autopay-terms terms-error' : 'autopay-terms'}
                    aria-invalid={errors.terms ? true : undefined}
                    onChange={(e) => setAccepted(e.target.checked)}
                  />
                  I accept the autopay terms
                </label>
                {errors.terms ? (
                  <p id="terms-error" className="shs-field__error">
                    {errors.terms}
                  </p>
                ) : null}
              </>
            ) : null}
            <div className="billing-actions">
              {!autopay.enabled ? (
                <Button onClick={ask}>Turn on autopay</Button>
              ) : (
                <>
                  {changingCard ? <Button onClick={ask}>Use this card</Button> : null}
                  <Button variant="secondary" onClick={() => setConfirm('off')}>
                    Turn off autopay
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
      </Panel>
      <Modal
        open={confirm !== null}
        title={confirm === 'off' ? 'Turn off autopay?' : 'Turn on autopay?'}
        description={
          confirm === 'off'
            ? 'Your bills will not be paid automatically. Pay each one by its due date.'
            : chosen
              ? `${chosen.brand} ending ${chosen.last4} will be charged the full balance of each bill on its due date.`
              : undefined
        }
        primaryLabel={confirm === 'off' ? 'Turn off' : 'Turn on'}
        secondaryLabel="Cancel"
        escapeCloses
        onClose={(reason) => (reason === 'primary' ? apply() : setConfirm(null))}
      />
    </>
  );
}

function AutopaySection({ serviceName }: { serviceName: string }) {
  const autopay = useAutopay(serviceName);
  const methods = usePaymentMethods(serviceName);
  return (
    <QueryState query={autopay} loadingLabel="Loading autopay" errorMessage={LOAD_ERRORS.autopay}>
      {(a) => (
        <QueryState
          query={methods}
          loadingLabel="Loading your cards"
          errorMessage={LOAD_ERRORS.methods}
        >
          {(list) => <AutopayEditor serviceName={serviceName} autopay={a} methods={list} />}
        </QueryState>
      )}
    </QueryState>
  );
}

export function AutopayPage() {
  return (
    <BillingFrame title={BILLING_TITLES.autopay}>
      {({ serviceName }) => <AutopaySection serviceName={serviceName} />}
    </BillingFrame>
  );
}
