// /purchase-history (spec 2.1, only when config.showPurchaseHistory === true): the customer's
// past orders with date, items, total and status, each linking to its order confirmation.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { formatCurrency } from '../../components/format/format-currency';
import { QueryState } from '../../components/query-state/query-state';
import { pageTitles } from '../../lib/routing/page-titles';
import { href } from '../../lib/routing/paths';
import { INTL_LOCALES } from '../../lib/shared/i18n/locales';
import { useLocale, useText } from '../../lib/shared/i18n/use-text';
import { getPurchaseHistory } from './api';
import { purchaseHistoryText } from './text';
import '../../components/page-layout/page-layout';
import './purchase-history.css';

const money = (cents: number) => formatCurrency(cents / 100);

/** The key of each status the server sends (its English words, docs/contracts.md). */
const STATUS_KEY = {
  Confirmed: 'status.confirmed',
  'Awaiting your confirmation': 'status.awaiting',
} as const;

export function PurchaseHistoryPage() {
  const history = useQuery({
    queryKey: ['purchase-history'],
    queryFn: ({ signal }) => getPurchaseHistory({ signal }),
  });
  const t = useText(purchaseHistoryText);
  const title = useText(pageTitles);
  const locale = useLocale();
  // The order date in the reader's language, on Denver's calendar (spec 9.1).
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        dateStyle: 'medium',
        timeZone: 'America/Denver',
      }),
    [locale],
  );
  return (
    <>
      <h1 className="page-title">{title('purchaseHistory')}</h1>
      <p className="shs-lead">{t('lead')}</p>
      <QueryState
        query={history}
        loadingLabel={t('loading')}
        errorMessage={t('loadError')}
        isEmpty={(data) => data.orders.length === 0}
        empty={<p>{t('empty')}</p>}
      >
        {({ orders }) => (
          <ul className="purchases-list">
            {orders.map((order) => (
              <li key={order.orderId}>
                <article className="purchase" aria-labelledby={`purchase-${order.orderId}`}>
                  <header className="purchase__header">
                    <h2 id={`purchase-${order.orderId}`} className="purchase__title">
                      {t('order', { orderId: order.orderId })}
                    </h2>
                    <span className="purchase__status">
                      {STATUS_KEY[order.status] ? t(STATUS_KEY[order.status]) : order.status}
                    </span>
                  </header>
                  <p className="purchase__meta">
                    <time dateTime={order.orderedAt}>{date.format(new Date(order.orderedAt))}</time>
                    {' · '}
                    {t('channel', { channel: order.salesChannel })}
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
                          ? ` — ${t('perMonth', { amount: money(item.monthlyCents) })}`
                          : ''}
                      </li>
                    ))}
                  </ul>
                  <p className="purchase__total">
                    {t('total')}: <strong>{money(order.totalCents)}</strong>
                    {order.monthlyCents
                      ? ` + ${t('perMonth', { amount: money(order.monthlyCents) })}`
                      : ''}
                  </p>
                  <RouterLink
                    className="purchase__link"
                    to={href.orderConfirmation(order.orderId, order.salesChannel)}
                  >
                    {t('view', { orderId: order.orderId })}
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
