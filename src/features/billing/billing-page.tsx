// /billing: what the selected service owes and how it pays: the current bill, the default card,
// autopay and paperless status, equipment financing (only when there is some) and subscriptions.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Panel } from '../../components/page-layout/panel';
import { buttonClassName } from '../../components/button/button';
import { Badge } from '../../components/badge/badge';
import { QueryState, type QueryLike } from '../../components/query-state/query-state';
import { isFeatureOn } from '../../lib/shared/features';
import { href, PATHS } from '../../lib/routing/paths';
import { BillingFrame } from './billing-frame';
import { PaymentsUnavailableMessage } from './payments-unavailable';
import { formatCents, formatDay, formatExpiry, STATUS_LABELS } from './format';
import { ALL_SUBSCRIPTIONS, BILLING_TITLES, LOAD_ERRORS } from './messages';
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

function CurrentBill({ serviceName }: { serviceName: string }) {
  const invoice = useCurrentInvoice(serviceName);
  return (
    <Panel title="Current bill">
      <QueryState
        query={invoice}
        loadingLabel="Loading your bill"
        errorMessage={LOAD_ERRORS.invoice}
      >
        {(bill) => (
          <>
            <p className="shs-lead">Amount due</p>
            <p className="billing-amount" data-testid="amount-due">
              {formatCents(bill.amountDueCents)}
            </p>
            <p>
              <Badge badgeType={STATUS_BADGE[bill.status]}>{STATUS_LABELS[bill.status]}</Badge>
            </p>
            <dl className="billing-rows">
              <div className="billing-row">
                <dt>Due date</dt>
                <dd>{formatDay(bill.dueDate)}</dd>
              </div>
              <div className="billing-row">
                <dt>Statement period</dt>
                <dd>
                  {formatDay(bill.periodStart)} to {formatDay(bill.periodEnd)}
                </dd>
              </div>
              {bill.balanceCents < 0 ? (
                <div className="billing-row">
                  <dt>Credit</dt>
                  <dd>{formatCents(-bill.balanceCents)}</dd>
                </div>
              ) : null}
            </dl>
            {isFeatureOn('payments') ? null : <PaymentsUnavailableMessage />}
            <div className="billing-actions">
              {isFeatureOn('payments') ? (
                <Link className={buttonClassName()} to={PATHS.billingPayment}>
                  {BILLING_TITLES.payment}
                </Link>
              ) : null}
              <Link className="billing-link" to={PATHS.billingHistory}>
                See past statements
              </Link>
            </div>
          </>
        )}
      </QueryState>
    </Panel>
  );
}

function PaymentSettings({ serviceName }: { serviceName: string }) {
  // Spec 7.2 "GET default payment method": the one card this row needs, not the whole list.
  const defaultMethod = useDefaultPaymentMethod(serviceName);
  const autopay = useAutopay(serviceName);
  const preferences = useInvoicePreferences(serviceName);
  return (
    <Panel title="How you pay">
      <dl className="billing-rows">
        <SettingRow
          term="Default card"
          query={defaultMethod}
          loadingLabel="Loading your default card"
          errorMessage={LOAD_ERRORS.methods}
          render={(card) =>
            card ? (
              <>
                {card.brand} ending {card.last4}, expires{' '}
                {formatExpiry(card.expMonth, card.expYear)}
                {card.expired ? (
                  <>
                    {' '}
                    <Badge badgeType="destructive">Expired</Badge>
                  </>
                ) : null}
              </>
            ) : (
              'No default card'
            )
          }
          link={{ to: PATHS.billingManage, label: 'Manage cards' }}
        />
        <SettingRow
          term="Autopay"
          query={autopay}
          loadingLabel="Loading autopay"
          errorMessage={LOAD_ERRORS.autopay}
          render={(a) =>
            a.enabled && a.paymentMethod
              ? `On, with ${a.paymentMethod.brand} ending ${a.paymentMethod.last4}`
              : 'Off'
          }
          link={{ to: PATHS.billingAutopay, label: 'Change autopay' }}
        />
        <SettingRow
          term="Paperless billing"
          query={preferences}
          loadingLabel="Loading paperless billing"
          errorMessage={LOAD_ERRORS.preferences}
          render={(p) =>
            p.optIn ? `On, statements go to ${p.email}` : 'Off, statements come by mail'
          }
          link={{ to: PATHS.billingPaperless, label: 'Change paperless billing' }}
        />
      </dl>
    </Panel>
  );
}

function Financing({ serviceName }: { serviceName: string }) {
  const financing = useFinancing(serviceName);
  // Nothing at all is shown when the service has no financing plan.
  if (financing.isSuccess && financing.data === null) return null;
  return (
    <Panel title="Equipment financing">
      <QueryState
        query={financing}
        loadingLabel="Loading your equipment financing"
        errorMessage={LOAD_ERRORS.financing}
      >
        {(plan) =>
          plan ? (
            <dl className="billing-rows">
              <div className="billing-row">
                <dt>Financing partner</dt>
                <dd>{plan.partnerName}</dd>
              </div>
              <div className="billing-row">
                <dt>Equipment</dt>
                <dd>{plan.description}</dd>
              </div>
              <div className="billing-row">
                <dt>Remaining balance</dt>
                <dd>{formatCents(plan.remainingBalanceCents)}</dd>
              </div>
              <div className="billing-row">
                <dt>Monthly instalment</dt>
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
  return (
    <Panel title={BILLING_TITLES.subscription}>
      <QueryState
        query={subscriptions}
        loadingLabel="Loading your subscriptions"
        errorMessage={LOAD_ERRORS.subscriptions}
        isEmpty={(list) => list.length === 0}
        empty={<p className="shs-lead">No subscriptions on this service.</p>}
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
                    {formatCents(s.priceCents)} a month,{' '}
                    {s.endsOn ? `ends ${formatDay(s.endsOn)}` : `renews ${formatDay(s.renewsOn)}`}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Link className="billing-link" to={href.billingSubscription(ALL_SUBSCRIPTIONS)}>
        Manage subscriptions
      </Link>
    </Panel>
  );
}

export function BillingPage() {
  return (
    <BillingFrame title={BILLING_TITLES.billing}>
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
