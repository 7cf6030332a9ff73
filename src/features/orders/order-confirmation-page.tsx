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
import { ORDER_ERRORS, ORDER_TEXT, ORDER_TITLES } from './messages';
import { OrderNotFound } from './not-found';
import { isUnknownId } from '../../lib/http/not-found';
import { useConfirmOrder, useOrderConfirmation } from './queries';
import '../../components/page-layout/page-layout';
import './orders.css';

function ItemsTable({ order }: { order: OrderConfirmation }) {
  return (
    <table className="order-table">
      <caption>Items in order {order.id}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">One-time</th>
          <th scope="col">Monthly</th>
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
            Total
          </th>
          <td>{formatCents(order.oneTimeTotalCents)}</td>
          <td>{formatCents(order.monthlyTotalCents)} a month</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Installation({ order }: { order: OrderConfirmation }) {
  const visit = order.installation;
  if (visit) {
    return (
      <p>
        Arrival window: <strong>{formatWindow(visit.windowStart, visit.windowEnd)}</strong>{' '}
        (Mountain Time, America/Denver) at {visit.address}.
      </p>
    );
  }
  return (
    <>
      <p>{ORDER_TEXT.noInstallation}</p>
      {order.status === 'confirmed' ? (
        <Link className={buttonClassName()} to={href.schedule(order.serviceName)}>
          Book your installation
        </Link>
      ) : (
        <p className="orders-muted">You can book it as soon as the order is confirmed.</p>
      )}
    </>
  );
}

export function OrderConfirmationPage() {
  const { orderId = '', salesChannel = '' } = useParams();
  const order = useOrderConfirmation(orderId, salesChannel);
  const confirm = useConfirmOrder(orderId, salesChannel);
  const alreadyConfirmed = confirm.error instanceof ApiError && confirm.error.status === 409;

  return (
    <>
      <h1 className="page-title">{ORDER_TITLES.order}</h1>
      {isUnknownId(order.error) ? (
        <OrderNotFound id={orderId} />
      ) : (
        <QueryState query={order} loadingLabel="Loading your order" errorMessage={ORDER_ERRORS.get}>
          {(data) => (
            <>
              <section className="shs-panel orders-section" aria-labelledby="order-summary">
                <h2 id="order-summary" className="shs-panel__title">
                  Order {data.id}
                </h2>
                <p className="orders-status">
                  Status:{' '}
                  <strong>
                    {data.status === 'confirmed' && data.confirmedAt
                      ? ORDER_TEXT.confirmed(formatDateTime(data.confirmedAt))
                      : ORDER_TEXT.awaitingConfirmation}
                  </strong>
                </p>
                <p className="orders-muted">
                  For {data.address} ({data.serviceName}), placed {formatDateTime(data.createdAt)}{' '}
                  on the {data.salesChannel} channel.
                </p>
                <ItemsTable order={data} />
              </section>
              <section className="shs-panel orders-section" aria-labelledby="order-installation">
                <h2 id="order-installation" className="shs-panel__title">
                  Installation visit
                </h2>
                <Installation order={data} />
              </section>
              <section className="shs-panel orders-section" aria-labelledby="order-terms">
                <h2 id="order-terms" className="shs-panel__title">
                  Terms
                </h2>
                <p>{data.terms}</p>
              </section>
              {confirm.isSuccess ? (
                <FocusedSuccess
                  action={
                    data.installation ? null : (
                      // The next job in one step: the booking page for this order's service.
                      <Link className={buttonClassName()} to={href.schedule(data.serviceName)}>
                        {ORDER_TEXT.bookNow}
                      </Link>
                    )
                  }
                >
                  {ORDER_TEXT.justConfirmed(data.id)}
                </FocusedSuccess>
              ) : null}
              {confirm.isError && !alreadyConfirmed ? (
                <InlineMessage
                  variant="error"
                  action={
                    <Button variant="secondary" onClick={() => confirm.mutate()}>
                      Try again
                    </Button>
                  }
                >
                  {describeFailure(ORDER_ERRORS.save, confirm.error)}
                </InlineMessage>
              ) : null}
              {data.status === 'awaiting_confirmation' ? (
                <div className="orders-actions">
                  <Button
                    state={confirm.isPending ? 'pending' : 'empty'}
                    onClick={() => confirm.mutate()}
                  >
                    Confirm order
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
