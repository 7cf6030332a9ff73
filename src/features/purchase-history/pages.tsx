// /purchase-history (spec 2.1, only when config.showPurchaseHistory === true): the customer's
// past orders with date, items, total and status, each linking to its order confirmation.
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatCurrency } from '../../components/format/format-currency';
import { QueryState } from '../../components/query-state/query-state';
import { href } from '../../lib/routing/paths';
import { getPurchaseHistory } from './api';
import { PURCHASE_HISTORY_TEXT, PURCHASE_HISTORY_TITLE } from './messages';
import '../../components/page-layout/page-layout';
import './purchase-history.css';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/Denver' });
const money = (cents: number) => formatCurrency(cents / 100);

export function PurchaseHistoryPage() {
  const history = useQuery({
    queryKey: ['purchase-history'],
    queryFn: ({ signal }) => getPurchaseHistory({ signal }),
  });
  return (
    <>
      <h1 className="page-title">{PURCHASE_HISTORY_TITLE}</h1>
      <p className="shs-lead">{PURCHASE_HISTORY_TEXT.lead}</p>
      <QueryState
        query={history}
        loadingLabel={PURCHASE_HISTORY_TEXT.loading}
        errorMessage={PURCHASE_HISTORY_TEXT.loadError}
        isEmpty={(data) => data.orders.length === 0}
        empty={<p>{PURCHASE_HISTORY_TEXT.empty}</p>}
      >
        {({ orders }) => (
          <ul className="purchases-list">
            {orders.map((order) => (
              <li key={order.orderId}>
                <article className="purchase" aria-labelledby={`purchase-${order.orderId}`}>
                  <header className="purchase__header">
                    <h2 id={`purchase-${order.orderId}`} className="purchase__title">
                      {PURCHASE_HISTORY_TEXT.order(order.orderId)}
                    </h2>
                    <span className="purchase__status">{order.status}</span>
                  </header>
                  <p className="purchase__meta">
                    <time dateTime={order.orderedAt}>{DATE.format(new Date(order.orderedAt))}</time>
                    {' · '}
                    {PURCHASE_HISTORY_TEXT.channel[order.salesChannel] ?? order.salesChannel}
                    {order.serviceName ? (
                      <>
                        {' · '}
                        <span className="purchase__service">{order.serviceName}</span>
                      </>
                    ) : null}
                  </p>
                  <ul className="purchase__items">
                    {order.items.map((item) => (
                      <li key={item.name}>
                        {item.quantity} × {item.name}
                        {item.priceCents ? ` — ${money(item.priceCents)}` : ''}
                        {item.monthlyCents
                          ? ` — ${PURCHASE_HISTORY_TEXT.perMonth(money(item.monthlyCents))}`
                          : ''}
                      </li>
                    ))}
                  </ul>
                  <p className="purchase__total">
                    {PURCHASE_HISTORY_TEXT.total}: <strong>{money(order.totalCents)}</strong>
                    {order.monthlyCents
                      ? ` + ${PURCHASE_HISTORY_TEXT.perMonth(money(order.monthlyCents))}`
                      : ''}
                  </p>
                  <RouterLink
                    className="purchase__link"
                    to={href.orderConfirmation(order.orderId, order.salesChannel)}
                  >
                    {PURCHASE_HISTORY_TEXT.view(order.orderId)}
                  </RouterLink>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
