// The words of "Needs your attention": a short title, one line of detail and the action's label
// for each kind of item, from the dashboard's catalogue (`t`, the reader's language). Amounts and
// dates are formatted here (America/Denver, spec 9.1).
import type { AttentionItem } from './attention-rules';
import { calendarDate, money, visitWindow } from './format';
import type { DashboardTranslate } from './text';

/** How urgent an item looks. */
export type AttentionTone = 'urgent' | 'action' | 'news';

/** How urgent an item looks: overdue money first, then jobs to do, then news. */
export function toneOf(item: AttentionItem): AttentionTone {
  if (item.kind === 'overdue' || item.kind === 'autopay-failed') return 'urgent';
  return item.needsAction ? 'action' : 'news';
}

/**
 * What the list says about one item; `service` is the service's name as the customer knows it.
 * `actionContext` follows the action's visible words for screen readers ("Pay now" + "$129.98
 * for 480 Canyon View Dr"), so the link's name starts with what is seen.
 */
export function attentionText(
  item: AttentionItem,
  service: string,
  t: DashboardTranslate,
): { title: string; detail: string; action: string; actionContext: string } {
  switch (item.kind) {
    case 'overdue': {
      const amount = money(item.amountCents);
      return {
        title: t('attention.overdue.title', { amount }),
        detail: t('attention.overdue.detail', { date: calendarDate(item.dueDate) }),
        action: t('attention.payNow'),
        actionContext: t('attention.amountFor', { amount, service }),
      };
    }
    case 'autopay-failed': {
      const amount = money(item.amountCents);
      return {
        title: t('attention.autopayFailed.title', { amount }),
        detail: t('attention.autopayFailed.detail', { date: calendarDate(item.dueDate) }),
        action: t('attention.payNow'),
        actionContext: t('attention.amountFor', { amount, service }),
      };
    }
    case 'due-soon': {
      const amount = money(item.amountCents);
      return {
        title: t('attention.dueSoon.title', { amount, date: calendarDate(item.dueDate) }),
        detail: t('attention.dueSoon.detail'),
        action: t('attention.dueSoon.action'),
        actionContext: t('attention.amountFor', { amount, service }),
      };
    }
    case 'order-to-confirm':
      return {
        title: t('attention.order.title', { orderId: item.orderId }),
        detail: t('attention.order.detail'),
        action: t('attention.order.action'),
        actionContext: t('attention.order.context', { orderId: item.orderId }),
      };
    case 'sale-to-accept':
      return {
        title: t('attention.sale.title', { orderId: item.orderId }),
        detail: t('attention.sale.detail'),
        action: t('attention.sale.action'),
        actionContext: t('attention.sale.context', { orderId: item.orderId }),
      };
    case 'installation-to-book':
      return {
        title: t('attention.installation.title'),
        detail: t('attention.installation.detail', { orderId: item.orderId }),
        action: t('attention.installation.action'),
        actionContext: t('attention.installation.context', { service }),
      };
    case 'card-expired':
      return {
        title: t('attention.cardExpired.title', {
          brand: item.card.brand,
          last4: item.card.last4,
        }),
        detail: item.card.usedByAutopay
          ? t('attention.cardExpired.autopay')
          : t('attention.cardExpired.other'),
        action: t('attention.card.action'),
        actionContext: t('attention.card.context', { service }),
      };
    case 'card-expiring':
      return {
        title: t('attention.cardExpiring.title', {
          brand: item.card.brand,
          last4: item.card.last4,
          expiry: `${String(item.card.expMonth).padStart(2, '0')}/${item.card.expYear}`,
        }),
        detail: t('attention.cardExpiring.detail'),
        action: t('attention.card.action'),
        actionContext: t('attention.card.context', { service }),
      };
    case 'visit-soon':
      return {
        title: t('attention.visit.title', { type: item.visit.type }),
        detail: visitWindow(item.visit.windowStart, item.visit.windowEnd),
        action: t('attention.visit.action'),
        actionContext: t('attention.visit.context', { type: item.visit.type, service }),
      };
  }
}
