// Order and sale confirmation pages (spec 2.1). Their content arrives with the orders issue;
// until then each page is its real heading only.
import { ORDER_TITLES } from './messages';

export function OrderConfirmationPage() {
  return <h1 className="page-title">{ORDER_TITLES.order}</h1>;
}
export function SaleConfirmationPage() {
  return <h1 className="page-title">{ORDER_TITLES.sale}</h1>;
}
