// The billing area's frame: its own sub-navigation (every child one click away) above the page.
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { href, PATHS } from '../../lib/routing/paths';
import { ALL_SUBSCRIPTIONS, BILLING_TITLES } from './messages';
import '../../components/page-layout/page-layout';
import './billing.css';

const ITEMS: { to: string; label: string; end?: boolean }[] = [
  { to: PATHS.billing, label: 'Overview', end: true },
  { to: PATHS.billingPayment, label: BILLING_TITLES.payment },
  { to: PATHS.billingManage, label: BILLING_TITLES.manage },
  { to: PATHS.billingHistory, label: BILLING_TITLES.history },
  { to: PATHS.billingTransactions, label: BILLING_TITLES.transactions },
  { to: PATHS.billingAutopay, label: BILLING_TITLES.autopay },
  { to: href.billingSubscription(ALL_SUBSCRIPTIONS), label: BILLING_TITLES.subscription },
  { to: PATHS.billingAddress, label: BILLING_TITLES.billingAddress },
  { to: PATHS.billingPaperless, label: BILLING_TITLES.paperless },
];

export function BillingLayout() {
  const onSubscription = useLocation().pathname.startsWith('/billing/subscription/');
  return (
    <>
      <nav className="billing-nav" aria-label="Billing pages">
        <ul className="billing-nav__list">
          {ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                className="billing-nav__link"
                to={item.to}
                end={item.end}
                // Every /billing/subscription/{featureName} page is the Subscriptions item.
                aria-current={
                  item.label === BILLING_TITLES.subscription && onSubscription ? 'page' : undefined
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
