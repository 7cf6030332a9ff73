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
import { useText } from '../../lib/shared/i18n/use-text';
import type { Autopay, PaymentMethod } from './api';
import { BillingFrame } from './billing-frame';
import { formatCents, formatDay, formatExpiry } from './format';
import { useAutopay, usePaymentMethods, useSaveAutopay } from './queries';
import { billingText } from './text';

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
  const t = useText(billingText);
  const cardName = (m: Pick<PaymentMethod, 'brand' | 'last4'>) =>
    t('card.name', { brand: m.brand, last4: m.last4 });

  const ask = () => {
    const next = {
      card: chosen ? undefined : t('autopay.chooseCard'),
      terms: autopay.enabled || accepted ? undefined : t('autopay.acceptTerms'),
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
        turningOn && chosen ? t('autopay.nowOn', { card: cardName(chosen) }) : t('autopay.nowOff'),
      );
      setAccepted(false);
    } catch (error) {
      setFailure(describeFailure(t('autopay.failed'), error));
    } finally {
      setConfirm(null);
    }
  };

  return (
    <>
      {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <Panel title={t(autopay.enabled ? 'autopay.isOn' : 'autopay.isOff')}>
        {autopay.enabled ? (
          <dl className="billing-rows">
            <div className="billing-row">
              <dt>{t('autopay.card')}</dt>
              <dd>
                {autopay.paymentMethod ? cardName(autopay.paymentMethod) : t('autopay.unknownCard')}
              </dd>
            </div>
            <div className="billing-row">
              <dt>{t('autopay.nextDate')}</dt>
              <dd>{autopay.nextDate ? formatDay(autopay.nextDate) : t('autopay.noneScheduled')}</dd>
            </div>
            <div className="billing-row">
              <dt>{t('autopay.nextAmount')}</dt>
              <dd>
                {autopay.nextAmountCents !== null ? formatCents(autopay.nextAmountCents) : '—'}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="shs-lead">{t('autopay.lead')}</p>
        )}
        {usable.length === 0 ? (
          <p className="shs-lead">
            {t('autopay.needCard')}{' '}
            <Link className="billing-link" to={PATHS.billingManage}>
              {t('autopay.addCard')}
            </Link>
          </p>
        ) : (
          <div className="billing-form">
            <Select
              label={t(autopay.enabled ? 'autopay.cardLabelOn' : 'autopay.cardLabelOff')}
              options={usable.map((m) => ({
                value: m.id,
                label: t('card.nameExpires', {
                  brand: m.brand,
                  last4: m.last4,
                  expiry: formatExpiry(m.expMonth, m.expYear),
                }),
              }))}
              value={methodId}
              onChange={setMethodId}
              error={errors.card}
            />
            {!autopay.enabled ? (
              <>
                <p className="billing-terms" id="autopay-terms">
                  {t('autopay.terms')}
                </p>
                <label className="billing-choice">
                  <input
                    type="checkbox"
                    checked={accepted}
                    aria-describedby={errors.terms ? 'autopay-terms terms-error' : 'autopay-terms'}
                    aria-invalid={errors.terms ? true : undefined}
                    onChange={(e) => setAccepted(e.target.checked)}
                  />
                  {t('autopay.accept')}
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
                <Button onClick={ask}>{t('autopay.turnOn')}</Button>
              ) : (
                <>
                  {changingCard ? <Button onClick={ask}>{t('autopay.useCard')}</Button> : null}
                  <Button variant="secondary" onClick={() => setConfirm('off')}>
                    {t('autopay.turnOff')}
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
      </Panel>
      <Modal
        open={confirm !== null}
        title={t(confirm === 'off' ? 'autopay.confirmOffTitle' : 'autopay.confirmOnTitle')}
        description={
          confirm === 'off'
            ? t('autopay.confirmOff')
            : chosen
              ? t('autopay.confirmOn', { card: cardName(chosen) })
              : undefined
        }
        primaryLabel={t(confirm === 'off' ? 'autopay.confirmOffButton' : 'autopay.confirmOnButton')}
        secondaryLabel={t('autopay.cancel')}
        escapeCloses
        onClose={(reason) => (reason === 'primary' ? apply() : setConfirm(null))}
      />
    </>
  );
}

function AutopaySection({ serviceName }: { serviceName: string }) {
  const autopay = useAutopay(serviceName);
  const methods = usePaymentMethods(serviceName);
  const t = useText(billingText);
  return (
    <QueryState
      query={autopay}
      loadingLabel={t('loading.autopay')}
      errorMessage={t('load.autopay')}
    >
      {(a) => (
        <QueryState
          query={methods}
          loadingLabel={t('loading.cards')}
          errorMessage={t('load.methods')}
        >
          {(list) => <AutopayEditor serviceName={serviceName} autopay={a} methods={list} />}
        </QueryState>
      )}
    </QueryState>
  );
}

export function AutopayPage() {
  return (
    <BillingFrame page="billing.autopay">
      {({ serviceName }) => <AutopaySection serviceName={serviceName} />}
    </BillingFrame>
  );
}
