// /order/{orderId}/{salesChannel} (Order Confirmation): the order's items with one-time and
// monthly totals, its installation visit and terms; "Confirm order" turns it into a confirmed
// order. Failures say 'Failed to get order' / 'Failed to save order' (spec 8) with a retry.
import { Link, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '../../components/button/button';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { QueryState } from '../../components/query-state/query-state';
import { ApiError } from '../../lib/http/api-client';
import { describeFailure } from '../../lib/http/failure';
import { href } from '../../lib/routing/paths';
import type { OrderConfirmation } from './api';
import { FocusedSuccess } from './focus-message';
import { formatDateTime, formatWindow } from '../../lib/dates/denver-time';
import { formatCents } from './format';
import { OrderNotFound } from './not-found';
import { isUnknownId } from '../../lib/http/not-found';
import { useConfirmOrder, useOrderConfirmation } from './queries';
import { pageTitles } from '../../lib/routing/page-titles';
import { richText } from '../../lib/shared/i18n/rich-text';
import { useText } from '../../lib/shared/i18n/use-text';
import { ordersText } from './text';
import '../../components/page-layout/page-layout';
import './orders.css';

function ItemsTable({ order }: { order: OrderConfirmation }) {
  const t = useText(ordersText);
  return (
    <table className="order-table">
      <caption>{t('order.items', { id: order.id })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('table.item')}</th>
          <th scope="col">{t('table.quantity')}</th>
          <th scope="col">{t('table.oneTime')}</th>
          <th scope="col">{t('table.monthly')}</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          <tr key={item.name}>
            <th scope="row">{item.name}</th>
            <td>{item.quantity}</td>
            <td>{formatCents(item.oneTimeCents)}</td>
            <td>{formatCents(item.monthlyCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('table.total')}
          </th>
          <td>{formatCents(order.oneTimeTotalCents)}</td>
          <td>{t('perMonth', { amount: formatCents(order.monthlyTotalCents) })}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Installation({ order }: { order: OrderConfirmation }) {
  const t = useText(ordersText);
  const visit = order.installation;
  if (visit) {
    return (
      <p>
        {richText(
          t('installation.window', {
            window: formatWindow(visit.windowStart, visit.windowEnd),
            address: visit.address,
          }),
          { strong: (chunk) => <strong>{chunk}</strong> },
        )}
      </p>
    );
  }
  return (
    <>
      <p>{t('installation.none')}</p>
      {order.status === 'confirmed' ? (
        <Link className={buttonClassName()} to={href.schedule(order.serviceName)}>
          {t('installation.book')}
        </Link>
      ) : (
        <p className="orders-muted">{t('installation.later')}</p>
      )}
    </>
  );
}

export function OrderConfirmationPage() {
  const { orderId = '', salesChannel = '' } = useParams();
  const order = useOrderConfirmation(orderId, salesChannel);
  const confirm = useConfirmOrder(orderId, salesChannel);
  const alreadyConfirmed = confirm.error instanceof ApiError && confirm.error.status === 409;
  const t = useText(ordersText);
  const title = useText(pageTitles);

  return (
    <>
      <h1 className="page-title">{title('orders.order')}</h1>
      {isUnknownId(order.error) ? (
        <OrderNotFound id={orderId} />
      ) : (
        <QueryState query={order} loadingLabel={t('order.loading')} errorMessage={t('error.get')}>
          {(data) => (
            <>
              <section className="shs-panel orders-section" aria-labelledby="order-summary">
                <h2 id="order-summary" className="shs-panel__title">
                  {t('order.title', { id: data.id })}
                </h2>
                <p className="orders-status">
                  {richText(
                    t('status', {
                      status:
                        data.status === 'confirmed' && data.confirmedAt
                          ? t('order.confirmed', { date: formatDateTime(data.confirmedAt) })
                          : t('order.awaiting'),
                    }),
                    { strong: (chunk) => <strong>{chunk}</strong> },
                  )}
                </p>
                <p className="orders-muted">
                  {t('order.placed', {
                    address: data.address,
                    serviceName: data.serviceName,
                    date: formatDateTime(data.createdAt),
                    channel: data.salesChannel,
                  })}
                </p>
                <ItemsTable order={data} />
              </section>
              <section className="shs-panel orders-section" aria-labelledby="order-installation">
                <h2 id="order-installation" className="shs-panel__title">
                  {t('installation.title')}
                </h2>
                <Installation order={data} />
              </section>
              <section className="shs-panel orders-section" aria-labelledby="order-terms">
                <h2 id="order-terms" className="shs-panel__title">
                  {t('terms')}
                </h2>
                <p>{data.terms}</p>
              </section>
              {confirm.isSuccess ? (
                <FocusedSuccess
                  action={
                    data.installation ? null : (
                      // The next job in one step: the booking page for this order's service.
                      <Link className={buttonClassName()} to={href.schedule(data.serviceName)}>
                        {t('order.bookNow')}
                      </Link>
                    )
                  }
                >
                  {t('order.justConfirmed', { id: data.id })}
                </FocusedSuccess>
              ) : null}
              {confirm.isError && !alreadyConfirmed ? (
                <InlineMessage
                  variant="error"
                  action={
                    <Button variant="secondary" onClick={() => confirm.mutate()}>
                      {t('tryAgain')}
                    </Button>
                  }
                >
                  {describeFailure(t('error.save'), confirm.error)}
                </InlineMessage>
              ) : null}
              {data.status === 'awaiting_confirmation' ? (
                <div className="orders-actions">
                  <Button
                    state={confirm.isPending ? 'pending' : 'empty'}
                    onClick={() => confirm.mutate()}
                  >
                    {t('order.confirm')}
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
