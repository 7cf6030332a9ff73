// Purchase History page (spec 2.1). Its content arrives with its own issue; until then the page is its
// real heading only.
import { PURCHASE_HISTORY_TITLE } from './messages';

export function PurchaseHistoryPage() {
  return <h1 className="page-title">{PURCHASE_HISTORY_TITLE}</h1>;
}
