// /billing/subscription/{featureName} (and /subscription/{featureName}, which redirects here):
// the service's subscriptions by the spec's product names, price and renewal date; remove some
// after a dialog that says when the change takes effect (the end of the billing period). The
// featureName 'all' lists every subscription; an unknown featureName is a clear "not found".
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Panel } from '../../components/page-layout/panel';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { Modal } from '../../components/modal/modal';
import { QueryState } from '../../components/query-state/query-state';
import { describeFailure } from '../../lib/http/failure';
import { href, PATHS } from '../../lib/routing/paths';
import type { Subscription } from './api';
import { BillingFrame } from './billing-frame';
import { formatCents, formatDay } from './format';
import { ALL_SUBSCRIPTIONS, BILLING_TITLES, LOAD_ERRORS, SUBSCRIPTION_PRODUCTS } from './messages';
import { useCurrentInvoice, useRemoveSubscriptions, useSubscriptions } from './queries';

/** True for a featureName this page knows. */
export function isKnownFeature(featureName: string): boolean {
  return featureName === ALL_SUBSCRIPTIONS || featureName in SUBSCRIPTION_PRODUCTS;
}

function SubscriptionList({
  serviceName,
  featureName,
}: {
  serviceName: string;
  featureName: string;
}) {
  const removeSelected = useRemoveSubscriptions(serviceName);
  const subscriptions = useSubscriptions(serviceName);
  const invoice = useCurrentInvoice(serviceName);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const periodEnd = invoice.data?.periodEnd;
  const product = SUBSCRIPTION_PRODUCTS[featureName];

  const names = (list: Subscription[]) =>
    list.filter((s) => selected.includes(s.id)).map((s) => s.productName);

  const remove = async () => {
    const chosen = names(subscriptions.data ?? []);
    setFailure(null);
    try {
      const list = await removeSelected.mutateAsync(selected);
      const ends = list.find((s) => selected.includes(s.id))?.endsOn;
      setNotice(
        `${chosen.join(' and ')} ${chosen.length === 1 ? 'is' : 'are'} removed${ends ? ` and ${chosen.length === 1 ? 'ends' : 'end'} on ${formatDay(ends)}` : ''}.`,
      );
      setSelected([]);
    } catch (error) {
      setFailure(describeFailure('We could not remove the subscriptions.', error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <Panel title={product ?? 'Your subscriptions'}>
        <QueryState
          query={subscriptions}
          loadingLabel="Loading your subscriptions"
          errorMessage={LOAD_ERRORS.subscriptions}
          isEmpty={(list) => list.length === 0}
          empty={<p className="shs-lead">No subscriptions on this service.</p>}
        >
          {(list) => {
            const featured = list.filter((s) => s.featureName === featureName);
            const ordered = [...featured, ...list.filter((s) => s.featureName !== featureName)];
            return (
              <>
                {product && featured.length === 0 ? (
                  <InlineMessage variant="info">
                    You do not have {product} on this service. Your subscriptions are below.
                  </InlineMessage>
                ) : null}
                <ul className="billing-list">
                  {ordered.map((s) => (
                    <li key={s.id} className="billing-item" aria-label={s.productName}>
                      <div>
                        <h3 className="billing-item__title">
                          {s.productName}
                          {s.featureName === featureName ? (
                            <Badge badgeType="primary">Selected</Badge>
                          ) : null}
                          {s.status === 'ending' ? <Badge badgeType="warning">Ending</Badge> : null}
                        </h3>
                        <p className="billing-item__detail">
                          {formatCents(s.priceCents)} a month ·{' '}
                          {s.endsOn
                            ? `Ends ${formatDay(s.endsOn)}`
                            : `Renews ${formatDay(s.renewsOn)}`}
                        </p>
                      </div>
                      {s.status === 'active' ? (
                        <label className="billing-choice">
                          <input
                            type="checkbox"
                            checked={selected.includes(s.id)}
                            onChange={(e) =>
                              setSelected((ids) =>
                                e.target.checked ? [...ids, s.id] : ids.filter((id) => id !== s.id),
                              )
                            }
                          />
                          Remove {s.productName}
                        </label>
                      ) : null}
                    </li>
                  ))}
                </ul>
                <Button
                  variant="secondary"
                  disabled={selected.length === 0}
                  onClick={() => {
                    setNotice(null);
                    setConfirming(true);
                  }}
                >
                  Remove selected subscriptions
                </Button>
                <Modal
                  open={confirming}
                  title={`Remove ${selected.length === 1 ? 'this subscription' : `${selected.length} subscriptions`}?`}
                  description={`${names(list).join(' and ')} will end on ${periodEnd ? formatDay(periodEnd) : 'the last day of this billing period'}, the end of this billing period. You keep ${selected.length === 1 ? 'it' : 'them'} until then and are not charged after.`}
                  primaryLabel="Remove"
                  secondaryLabel="Keep"
                  escapeCloses
                  onClose={(reason) => (reason === 'primary' ? remove() : setConfirming(false))}
                />
              </>
            );
          }}
        </QueryState>
      </Panel>
    </>
  );
}

export function SubscriptionsPage() {
  const { featureName = '' } = useParams();
  return (
    <BillingFrame title={BILLING_TITLES.subscription}>
      {({ serviceName }) =>
        isKnownFeature(featureName) ? (
          <SubscriptionList serviceName={serviceName} featureName={featureName} />
        ) : (
          <Panel title="Subscription not found">
            <p className="shs-lead">There is no subscription called “{featureName}”.</p>
            <div className="billing-actions">
              <Link className="billing-link" to={href.billingSubscription(ALL_SUBSCRIPTIONS)}>
                See all your subscriptions
              </Link>
              <Link className="billing-link" to={PATHS.billing}>
                Back to {BILLING_TITLES.billing}
              </Link>
            </div>
          </Panel>
        )
      }
    </BillingFrame>
  );
}
