// /billing: what the selected service owes and how it pays: the current bill, the default card,
// autopay and paperless status, equipment financing (only when there is some) and subscriptions.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../components/page-layout/panel';
import { buttonClassName } from '../../components/button/button';
import { Badge } from '../../components/badge/badge';
import { QueryState, type QueryLike } from '../../components/query-state/query-state';
import { Loader } from '../../components/loader/loader';
import { TextPlaceholder } from '../../components/placeholder/text-placeholder';
import { isFeatureOn } from '../../lib/shared/features';
import { useText } from '../../lib/shared/i18n/use-text';
import { pageTitles } from '../../lib/routing/page-titles';
import { href, PATHS } from '../../lib/routing/paths';
import { BillingFrame } from './billing-frame';
import { PaymentsUnavailableMessage } from './payments-unavailable';
import { formatCents, formatDay, formatExpiry } from './format';
import { ALL_SUBSCRIPTIONS } from './subscription-products';
import { billingText } from './text';
import {
  useAutopay,
  useCurrentInvoice,
  useDefaultPaymentMethod,
  useFinancing,
  useInvoicePreferences,
  useSubscriptions,
} from './queries';

const STATUS_BADGE = { due: 'info', paid: 'success', overdue: 'destructive' } as const;

/** One row of "How you pay": what is set, read on its own, and the page that changes it. */
function SettingRow<T>({
  term,
  query,
  loadingLabel,
  errorMessage,
  render,
  link,
}: {
  term: string;
  query: QueryLike<T>;
  loadingLabel: string;
  errorMessage: string;
  render: (data: T) => ReactNode;
  link: { to: string; label: string };
}) {
  return (
    <div className="billing-row">
      <dt>{term}</dt>
      <dd>
        <QueryState compact query={query} loadingLabel={loadingLabel} errorMessage={errorMessage}>
          {render}
        </QueryState>{' '}
        <Link className="billing-link" to={link.to}>
          {link.label}
        </Link>
      </dd>
    </div>
  );
}

/** What the bill shows from the server: the bill's own values, or placeholders of their size. */
interface BillValues {
  amount: ReactNode;
  status: ReactNode;
  dueDate: ReactNode;
  period: ReactNode;
  /** A credit on the account, shown only when there is one. */
  credit?: ReactNode;
}

/**
 * The current bill's layout, one for the bill and its loading state: while it loads, the labels
 * and links are there already and the values are placeholders, so the panel keeps its height and
 * "How you pay" below it does not move when the bill arrives.
 */
function BillLayout({ values }: { values: BillValues }) {
  const t = useText(billingText);
  const title = useText(pageTitles);
  const paymentsOn = isFeatureOn('payments');
  return (
    <>
      <p className="shs-lead">{t('overview.amountDue')}</p>
      <p className="billing-amount" data-testid="amount-due">
        {values.amount}
      </p>
      <p>{values.status}</p>
      <dl className="billing-rows">
        <div className="billing-row">
          <dt>{t('overview.dueDate')}</dt>
          <dd>{values.dueDate}</dd>
        </div>
        <div className="billing-row">
          <dt>{t('overview.period')}</dt>
          <dd>{values.period}</dd>
        </div>
        {values.credit === undefined ? null : (
          <div className="billing-row">
            <dt>{t('overview.credit')}</dt>
            <dd>{values.credit}</dd>
          </div>
        )}
      </dl>
      {paymentsOn ? null : <PaymentsUnavailableMessage />}
      <div className="billing-actions">
        {paymentsOn ? (
          <Link className={buttonClassName()} to={PATHS.billingPayment}>
            {title('billing.payment')}
          </Link>
        ) : null}
        <Link className="billing-link" to={PATHS.billingHistory}>
          {t('overview.pastStatements')}
        </Link>
      </div>
    </>
  );
}

function CurrentBill({ serviceName }: { serviceName: string }) {
  const invoice = useCurrentInvoice(serviceName);
  const t = useText(billingText);
  // Samples from the catalogue, not formatted dates: the first Intl formatter of a page costs
  // 50 to 90 ms, which the loading state, part of the first view, must not pay.
  const loading: BillValues = {
    amount: <TextPlaceholder sample={t('placeholder.amount')} />,
    status: <Loader size="small" label={t('loading.bill')} />,
    dueDate: <TextPlaceholder sample={t('placeholder.day')} />,
    period: <TextPlaceholder sample={t('placeholder.period')} />,
  };
  return (
    <Panel title={t('overview.currentBill')}>
      {invoice.isPending ? (
        <BillLayout values={loading} />
      ) : (
        <QueryState
          query={invoice}
          loadingLabel={t('loading.bill')}
          errorMessage={t('load.invoice')}
        >
          {(bill) => (
            <BillLayout
              values={{
                amount: formatCents(bill.amountDueCents),
                status: (
                  <Badge badgeType={STATUS_BADGE[bill.status]}>{t(`status.${bill.status}`)}</Badge>
                ),
                dueDate: formatDay(bill.dueDate),
                period: t('overview.periodRange', {
                  start: formatDay(bill.periodStart),
                  end: formatDay(bill.periodEnd),
                }),
                credit: bill.balanceCents < 0 ? formatCents(-bill.balanceCents) : undefined,
              }}
            />
          )}
        </QueryState>
      )}
    </Panel>
  );
}

function PaymentSettings({ serviceName }: { serviceName: string }) {
  // Spec 7.2 "GET default payment method": the one card this row needs, not the whole list.
  const defaultMethod = useDefaultPaymentMethod(serviceName);
  const autopay = useAutopay(serviceName);
  const preferences = useInvoicePreferences(serviceName);
  const t = useText(billingText);
  return (
    <Panel title={t('overview.howYouPay')}>
      <dl className="billing-rows">
        <SettingRow
          term={t('overview.defaultCard')}
          query={defaultMethod}
          loadingLabel={t('loading.defaultCard')}
          errorMessage={t('load.methods')}
          render={(card) =>
            card ? (
              <>
                {t('card.nameExpires', {
                  brand: card.brand,
                  last4: card.last4,
                  expiry: formatExpiry(card.expMonth, card.expYear),
                })}
                {card.expired ? (
                  <>
                    {' '}
                    <Badge badgeType="destructive">{t('badge.expired')}</Badge>
                  </>
                ) : null}
              </>
            ) : (
              t('overview.noDefaultCard')
            )
          }
          link={{ to: PATHS.billingManage, label: t('overview.manageCards') }}
        />
        <SettingRow
          term={t('overview.autopay')}
          query={autopay}
          loadingLabel={t('loading.autopay')}
          errorMessage={t('load.autopay')}
          render={(a) =>
            a.enabled && a.paymentMethod
              ? t('overview.autopayOn', {
                  card: t('card.name', {
                    brand: a.paymentMethod.brand,
                    last4: a.paymentMethod.last4,
                  }),
                })
              : t('overview.autopayOff')
          }
          link={{ to: PATHS.billingAutopay, label: t('overview.changeAutopay') }}
        />
        <SettingRow
          term={t('overview.paperless')}
          query={preferences}
          loadingLabel={t('loading.paperless')}
          errorMessage={t('load.preferences')}
          render={(p) =>
            p.optIn ? t('overview.paperlessOn', { email: p.email }) : t('overview.paperlessOff')
          }
          link={{ to: PATHS.billingPaperless, label: t('overview.changePaperless') }}
        />
      </dl>
    </Panel>
  );
}

function Financing({ serviceName }: { serviceName: string }) {
  const financing = useFinancing(serviceName);
  const t = useText(billingText);
  // Nothing at all is shown when the service has no financing plan.
  if (financing.isSuccess && financing.data === null) return null;
  return (
    <Panel title={t('overview.financing')}>
      <QueryState
        query={financing}
        loadingLabel={t('loading.financing')}
        errorMessage={t('load.financing')}
      >
        {(plan) =>
          plan ? (
            <dl className="billing-rows">
              <div className="billing-row">
                <dt>{t('overview.financingPartner')}</dt>
                <dd>{plan.partnerName}</dd>
              </div>
              <div className="billing-row">
                <dt>{t('overview.equipment')}</dt>
                <dd>{plan.description}</dd>
              </div>
              <div className="billing-row">
                <dt>{t('overview.remaining')}</dt>
                <dd>{formatCents(plan.remainingBalanceCents)}</dd>
              </div>
              <div className="billing-row">
                <dt>{t('overview.instalment')}</dt>
                <dd>{formatCents(plan.monthlyInstallmentCents)}</dd>
              </div>
            </dl>
          ) : null
        }
      </QueryState>
    </Panel>
  );
}

function SubscriptionSummary({ serviceName }: { serviceName: string }) {
  const subscriptions = useSubscriptions(serviceName);
  const t = useText(billingText);
  const title = useText(pageTitles);
  return (
    <Panel title={title('billing.subscription')}>
      <QueryState
        query={subscriptions}
        loadingLabel={t('loading.subscriptions')}
        errorMessage={t('load.subscriptions')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="shs-lead">{t('subscriptions.none')}</p>}
      >
        {(list) => (
          <ul className="billing-list">
            {list.map((s) => (
              <li key={s.id} className="billing-item">
                <div>
                  <h3 className="billing-item__title">
                    <Link to={href.billingSubscription(s.featureName)}>{s.productName}</Link>
                  </h3>
                  <p className="billing-item__detail">
                    {s.endsOn
                      ? t('overview.subscriptionEnds', {
                          price: formatCents(s.priceCents),
                          date: formatDay(s.endsOn),
                        })
                      : t('overview.subscriptionRenews', {
                          price: formatCents(s.priceCents),
                          date: formatDay(s.renewsOn),
                        })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Link className="billing-link" to={href.billingSubscription(ALL_SUBSCRIPTIONS)}>
        {t('overview.manageSubscriptions')}
      </Link>
    </Panel>
  );
}

export function BillingPage() {
  return (
    <BillingFrame page="billing">
      {({ serviceName }) => (
        <>
          <CurrentBill serviceName={serviceName} />
          <PaymentSettings serviceName={serviceName} />
          <Financing serviceName={serviceName} />
          <SubscriptionSummary serviceName={serviceName} />
        </>
      )}
    </BillingFrame>
  );
}
