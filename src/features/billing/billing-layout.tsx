// The billing area's frame: its own sub-navigation (every child one click away) above the page.
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { pageTitles, type PageTitle } from '../../lib/routing/page-titles';
import { href, PATHS } from '../../lib/routing/paths';
import { useText } from '../../lib/shared/i18n/use-text';
import { ALL_SUBSCRIPTIONS } from './subscription-products';
import { billingText } from './text';
import '../../components/page-layout/page-layout';
import './billing.css';

/** Each link and the page it names by its title (none: the overview). */
const ITEMS: { to: string; page: PageTitle | null; end?: boolean }[] = [
  { to: PATHS.billing, page: null, end: true },
  { to: PATHS.billingPayment, page: 'billing.payment' },
  { to: PATHS.billingManage, page: 'billing.manage' },
  { to: PATHS.billingHistory, page: 'billing.history' },
  { to: PATHS.billingTransactions, page: 'billing.transactions' },
  { to: PATHS.billingAutopay, page: 'billing.autopay' },
  { to: href.billingSubscription(ALL_SUBSCRIPTIONS), page: 'billing.subscription' },
  { to: PATHS.billingAddress, page: 'billing.billingAddress' },
  { to: PATHS.billingPaperless, page: 'billing.paperless' },
];

export function BillingLayout() {
  const onSubscription = useLocation().pathname.startsWith('/billing/subscription/');
  const t = useText(billingText);
  const title = useText(pageTitles);
  return (
    <>
      <nav className="billing-nav" aria-label={t('nav.label')}>
        <ul className="billing-nav__list">
          {ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                className="billing-nav__link"
                to={item.to}
                end={item.end}
                // Every /billing/subscription/{featureName} page is the Subscriptions item.
                aria-current={
                  item.page === 'billing.subscription' && onSubscription ? 'page' : undefined
                }
              >
                {item.page ? title(item.page) : t('nav.overview')}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
