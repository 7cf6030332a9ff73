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
import { generatePaymentUrl, type PaymentMethod } from './api';
import { BillingFrame } from './billing-frame';
import { formatExpiry, newIdempotencyKey } from './format';
import { BILLING_TITLES, LOAD_ERRORS, PAYMENT_MESSAGES } from './messages';
import {
  refreshBilling,
  useMakeDefaultCard,
  usePaymentMethods,
  usePaymentSession,
  useRemoveCard,
} from './queries';

const cardName = (m: Pick<PaymentMethod, 'brand' | 'last4'>) => `${m.brand} ending ${m.last4}`;

/** What came back from the hosted page after "Add a card". */
function AddCardResult({ serviceName, sessionId }: { serviceName: string; sessionId: string }) {
  const session = usePaymentSession(serviceName, sessionId);
  const queryClient = useQueryClient();
  const added = session.data?.status === 'succeeded';
  useEffect(() => {
    if (added) refreshBilling(queryClient, serviceName);
  }, [added, queryClient, serviceName]);
  if (!session.data) return null;
  const { status, paymentMethod, message } = session.data;
  if (status === 'succeeded' && paymentMethod) {
    return <InlineMessage variant="success">{cardName(paymentMethod)} was added.</InlineMessage>;
  }
  if (status === 'declined') {
    return (
      <InlineMessage variant="error">
        {message ?? PAYMENT_MESSAGES.declined} No card was added.
      </InlineMessage>
    );
  }
  if (status === 'open') return null;
  return <InlineMessage variant="info">{message ?? 'No card was added.'}</InlineMessage>;
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
      setFailure(describeFailure('We could not open the secure card page.', error));
      setAdding(false);
    }
  };

  const makeDefault = async (method: PaymentMethod) => {
    setBusy(method.id);
    setNotice(null);
    setFailure(null);
    try {
      await makeDefaultCard.mutateAsync(method.id);
      setNotice(`${cardName(method)} is now your default card.`);
    } catch (error) {
      setFailure(describeFailure('We could not change your default card.', error));
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
      setNotice(`${cardName(method)} was removed.`);
    } catch (error) {
      setFailure(describeFailure(`We could not remove ${cardName(method)}.`, error));
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
      <Panel title="Your cards">
        <QueryState
          query={methods}
          loadingLabel="Loading your cards"
          errorMessage={LOAD_ERRORS.methods}
          isEmpty={(list) => list.length === 0}
          empty={<p className="shs-lead">No saved cards on this service yet.</p>}
        >
          {(list) => (
            <ul className="billing-list">
              {list.map((m) => (
                <li key={m.id} className="billing-item" aria-label={cardName(m)}>
                  <div>
                    <h3 className="billing-item__title">
                      {cardName(m)}
                      {m.isDefault ? <Badge badgeType="primary">Default</Badge> : null}
                      {m.expired ? <Badge badgeType="destructive">Expired</Badge> : null}
                      {m.usedByAutopay ? <Badge badgeType="secondary">Autopay</Badge> : null}
                    </h3>
                    <p className="billing-item__detail">
                      {m.expired ? 'Expired' : 'Expires'} {formatExpiry(m.expMonth, m.expYear)}
                    </p>
                  </div>
                  <div className="billing-actions">
                    {!m.isDefault && !m.expired ? (
                      <Button
                        variant="secondary"
                        aria-label={`Make default: ${cardName(m)}`}
                        state={busy === m.id ? 'pending' : 'empty'}
                        disabled={busy !== null}
                        onClick={() => void makeDefault(m)}
                      >
                        Make default
                      </Button>
                    ) : null}
                    <Button
                      variant="secondary"
                      aria-label={`Remove ${cardName(m)}`}
                      onClick={() => {
                        setNotice(null);
                        setRemoving(m);
                      }}
                    >
                      Remove
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
            Add a card
          </Button>
          <Link className="billing-link" to={PATHS.billingAutopay}>
            Autopay settings
          </Link>
        </div>
      </Panel>
      <Modal
        open={removing !== null}
        title={removing ? `Remove ${cardName(removing)}?` : undefined}
        description={
          removing?.isDefault
            ? 'This is your default card. Another saved card becomes the default.'
            : 'You can add it again later.'
        }
        primaryLabel="Remove card"
        secondaryLabel="Keep card"
        escapeCloses
        onClose={(reason) => (reason === 'primary' ? remove() : setRemoving(null))}
      />
    </>
  );
}

export function SavedPaymentMethodsPage() {
  return (
    <BillingFrame title={BILLING_TITLES.manage}>
      {({ serviceName }) => <Cards serviceName={serviceName} />}
    </BillingFrame>
  );
}
