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
import { pageTitles } from '../../lib/routing/page-titles';
import { href, PATHS } from '../../lib/routing/paths';
import { useText } from '../../lib/shared/i18n/use-text';
import type { Subscription } from './api';
import { BillingFrame } from './billing-frame';
import { formatCents, formatDay } from './format';
import { useCurrentInvoice, useRemoveSubscriptions, useSubscriptions } from './queries';
import { ALL_SUBSCRIPTIONS, SUBSCRIPTION_PRODUCTS } from './subscription-products';
import { billingText, type BillingTranslate } from './text';

/** "A and B", "A and B and C": product names joined in the customer's language. */
function joinNames(names: string[], t: BillingTranslate): string {
  return names.reduce(
    (joined, name, index) =>
      index === 0 ? name : t('subscriptions.and', { first: joined, second: name }),
    '',
  );
}

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
  const t = useText(billingText);

  const names = (list: Subscription[]) =>
    list.filter((s) => selected.includes(s.id)).map((s) => s.productName);

  const remove = async () => {
    const chosen = names(subscriptions.data ?? []);
    setFailure(null);
    try {
      const list = await removeSelected.mutateAsync(selected);
      const ends = list.find((s) => selected.includes(s.id))?.endsOn;
      const removed = { names: joinNames(chosen, t), count: chosen.length };
      setNotice(
        ends
          ? t('subscriptions.removedEnds', { ...removed, date: formatDay(ends) })
          : t('subscriptions.removed', removed),
      );
      setSelected([]);
    } catch (error) {
      setFailure(describeFailure(t('subscriptions.removeFailed'), error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <Panel title={product ?? t('subscriptions.yours')}>
        <QueryState
          query={subscriptions}
          loadingLabel={t('loading.subscriptions')}
          errorMessage={t('load.subscriptions')}
          isEmpty={(list) => list.length === 0}
          empty={<p className="shs-lead">{t('subscriptions.none')}</p>}
        >
          {(list) => {
            const featured = list.filter((s) => s.featureName === featureName);
            const ordered = [...featured, ...list.filter((s) => s.featureName !== featureName)];
            return (
              <>
                {product && featured.length === 0 ? (
                  <InlineMessage variant="info">
                    {t('subscriptions.notOnService', { product })}
                  </InlineMessage>
                ) : null}
                <ul className="billing-list">
                  {ordered.map((s) => (
                    <li key={s.id} className="billing-item" aria-label={s.productName}>
                      <div>
                        <h3 className="billing-item__title">
                          {s.productName}
                          {s.featureName === featureName ? (
                            <Badge badgeType="primary">{t('subscriptions.selected')}</Badge>
                          ) : null}
                          {s.status === 'ending' ? (
                            <Badge badgeType="warning">{t('subscriptions.ending')}</Badge>
                          ) : null}
                        </h3>
                        <p className="billing-item__detail">
                          {s.endsOn
                            ? t('subscriptions.priceEnds', {
                                price: formatCents(s.priceCents),
                                date: formatDay(s.endsOn),
                              })
                            : t('subscriptions.priceRenews', {
                                price: formatCents(s.priceCents),
                                date: formatDay(s.renewsOn),
                              })}
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
                          {t('subscriptions.removeOne', { product: s.productName })}
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
                  {t('subscriptions.removeSelected')}
                </Button>
                <Modal
                  open={confirming}
                  title={t('subscriptions.confirmTitle', { count: selected.length })}
                  description={
                    periodEnd
                      ? t('subscriptions.confirm', {
                          names: joinNames(names(list), t),
                          date: formatDay(periodEnd),
                          count: selected.length,
                        })
                      : t('subscriptions.confirmNoDate', {
                          names: joinNames(names(list), t),
                          count: selected.length,
                        })
                  }
                  primaryLabel={t('subscriptions.confirmRemove')}
                  secondaryLabel={t('subscriptions.confirmKeep')}
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
  const t = useText(billingText);
  const title = useText(pageTitles);
  return (
    <BillingFrame page="billing.subscription">
      {({ serviceName }) =>
        isKnownFeature(featureName) ? (
          <SubscriptionList serviceName={serviceName} featureName={featureName} />
        ) : (
          <Panel title={t('subscriptions.notFound')}>
            <p className="shs-lead">{t('subscriptions.unknown', { featureName })}</p>
            <div className="billing-actions">
              <Link className="billing-link" to={href.billingSubscription(ALL_SUBSCRIPTIONS)}>
                {t('subscriptions.seeAll')}
              </Link>
              <Link className="billing-link" to={PATHS.billing}>
                {t('link.backTo', { page: title('billing') })}
              </Link>
            </div>
          </Panel>
        )
      }
    </BillingFrame>
  );
}
