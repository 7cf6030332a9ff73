// Where each attention item is resolved: the page that does the job, with the item's service
// selected (lib/service-link.ts). Pure, so the links are tested with the rules.
import { href, PATHS } from '../../lib/routing/paths';
import { withService } from '../../lib/routing/service-link';
import type { AttentionItem } from './attention-rules';

/** The in-app link that resolves `item`. */
export function attentionLink(item: AttentionItem): string {
  const to = (path: string) => withService(path, item.serviceName);
  switch (item.kind) {
    case 'overdue':
    case 'autopay-failed':
    case 'due-soon':
      return to(PATHS.billingPayment);
    case 'card-expired':
    case 'card-expiring':
      return to(PATHS.billingManage);
    case 'order-to-confirm':
      return to(href.orderConfirmation(item.orderId, item.salesChannel));
    case 'sale-to-accept':
      return to(href.saleConfirmation(item.orderId));
    case 'installation-to-book':
      return to(href.schedule(item.serviceName));
    case 'visit-soon':
      return to(PATHS.appointments);
  }
}
