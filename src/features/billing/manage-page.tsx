// /billing/manage: saved cards (brand, last four, expiry, default badge, expired flagged). Add a
// card through the payment provider's hosted page (the server keeps only a token, brand, last
// four and expiry), make one the default, remove one after confirming. The card autopay uses
// cannot be removed: the server refuses and the page says why.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Panel } from '../../components/page-layout/panel';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Modal } from '../../components/modal/modal';
import { QueryState } from '../../components/query-state/query-state';
import { describeFailure } from '../../lib/http/failure';
import { PATHS } from '../../lib/routing/paths';
import { useText } from '../../lib/shared/i18n/use-text';
import { generatePaymentUrl, type PaymentMethod } from './api';
import { BillingFrame } from './billing-frame';
import { formatExpiry, newIdempotencyKey } from './format';
import { billingText, type BillingTranslate } from './text';
import {
  refreshBilling,
  useMakeDefaultCard,
  usePaymentMethods,
  usePaymentSession,
  useRemoveCard,
} from './queries';

const cardName = (m: Pick<PaymentMethod, 'brand' | 'last4'>, t: BillingTranslate) =>
  t('card.name', { brand: m.brand, last4: m.last4 });

/** What came back from the hosted page after "Add a card". */
function AddCardResult({ serviceName, sessionId }: { serviceName: string; sessionId: string }) {
  const session = usePaymentSession(serviceName, sessionId);
  const queryClient = useQueryClient();
  const added = session.data?.status === 'succeeded';
  const t = useText(billingText);
  useEffect(() => {
    if (added) refreshBilling(queryClient, serviceName);
  }, [added, queryClient, serviceName]);
  if (!session.data) return null;
  const { status, paymentMethod, message } = session.data;
  if (status === 'succeeded' && paymentMethod) {
    return (
      <InlineMessage variant="success">
        {t('manage.added', { card: cardName(paymentMethod, t) })}
      </InlineMessage>
    );
  }
  // The provider's message, when it gave one, comes worded by the server.
  if (status === 'declined') {
    return (
      <InlineMessage variant="error">
        {message ?? t('outcome.declined')} {t('manage.notAdded')}
      </InlineMessage>
    );
  }
  if (status === 'open') return null;
  return <InlineMessage variant="info">{message ?? t('manage.notAdded')}</InlineMessage>;
}

function Cards({ serviceName }: { serviceName: string }) {
  const [params] = useSearchParams();
  const sessionId = params.get('session');
  const methods = usePaymentMethods(serviceName);
  const makeDefaultCard = useMakeDefaultCard(serviceName);
  const removeCard = useRemoveCard(serviceName);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const t = useText(billingText);

  const addCard = async () => {
    if (adding) return;
    setAdding(true);
    setFailure(null);
    try {
      const { url } = await generatePaymentUrl(serviceName, {
        purpose: 'add-card',
        idempotencyKey: newIdempotencyKey(),
      });
      window.location.assign(url);
    } catch (error) {
      setFailure(describeFailure(t('manage.openFailed'), error));
      setAdding(false);
    }
  };

  const makeDefault = async (method: PaymentMethod) => {
    setBusy(method.id);
    setNotice(null);
    setFailure(null);
    try {
      await makeDefaultCard.mutateAsync(method.id);
      setNotice(t('manage.nowDefault', { card: cardName(method, t) }));
    } catch (error) {
      setFailure(describeFailure(t('manage.defaultFailed'), error));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    const method = removing;
    setNotice(null);
    setFailure(null);
    try {
      await removeCard.mutateAsync(method.id);
      setNotice(t('manage.removed', { card: cardName(method, t) }));
    } catch (error) {
      setFailure(describeFailure(t('manage.removeFailed', { card: cardName(method, t) }), error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      {sessionId && !notice && !failure ? (
        <AddCardResult serviceName={serviceName} sessionId={sessionId} />
      ) : null}
      {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <Panel title={t('manage.cards')}>
        <QueryState
          query={methods}
          loadingLabel={t('loading.cards')}
          errorMessage={t('load.methods')}
          isEmpty={(list) => list.length === 0}
          empty={<p className="shs-lead">{t('manage.none')}</p>}
        >
          {(list) => (
            <ul className="billing-list">
              {list.map((m) => (
                <li key={m.id} className="billing-item" aria-label={cardName(m, t)}>
                  <div>
                    <h3 className="billing-item__title">
                      {cardName(m, t)}
                      {m.isDefault ? <Badge badgeType="primary">{t('badge.default')}</Badge> : null}
                      {m.expired ? (
                        <Badge badgeType="destructive">{t('badge.expired')}</Badge>
                      ) : null}
                      {m.usedByAutopay ? (
                        <Badge badgeType="secondary">{t('badge.autopay')}</Badge>
                      ) : null}
                    </h3>
                    <p className="billing-item__detail">
                      {t(m.expired ? 'manage.expiredOn' : 'manage.expiresOn', {
                        expiry: formatExpiry(m.expMonth, m.expYear),
                      })}
                    </p>
                  </div>
                  <div className="billing-actions">
                    {!m.isDefault && !m.expired ? (
                      <Button
                        variant="secondary"
                        aria-label={t('manage.makeDefaultLabel', { card: cardName(m, t) })}
                        state={busy === m.id ? 'pending' : 'empty'}
                        disabled={busy !== null}
                        onClick={() => void makeDefault(m)}
                      >
                        {t('manage.makeDefault')}
                      </Button>
                    ) : null}
                    <Button
                      variant="secondary"
                      aria-label={t('manage.removeLabel', { card: cardName(m, t) })}
                      onClick={() => {
                        setNotice(null);
                        setRemoving(m);
                      }}
                    >
                      {t('manage.remove')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <div className="billing-actions">
          <Button
            onClick={() => void addCard()}
            state={adding ? 'pending' : 'empty'}
            disabled={adding}
          >
            {t('manage.add')}
          </Button>
          <Link className="billing-link" to={PATHS.billingAutopay}>
            {t('manage.autopayLink')}
          </Link>
        </div>
      </Panel>
      <Modal
        open={removing !== null}
        title={removing ? t('manage.confirmTitle', { card: cardName(removing, t) }) : undefined}
        description={t(removing?.isDefault ? 'manage.confirmDefault' : 'manage.confirmOther')}
        primaryLabel={t('manage.confirmRemove')}
        secondaryLabel={t('manage.confirmKeep')}
        escapeCloses
        onClose={(reason) => (reason === 'primary' ? remove() : setRemoving(null))}
      />
    </>
  );
}

export function SavedPaymentMethodsPage() {
  return (
    <BillingFrame page="billing.manage">
      {({ serviceName }) => <Cards serviceName={serviceName} />}
    </BillingFrame>
  );
}
