// The words of "Needs your attention": a short title, one line of detail and the action's label
// for each kind of item. Amounts and dates are formatted here (America/Denver, spec 9.1).
import type { AttentionItem } from './attention-rules';
import { calendarDate, money, visitWindow } from './format';

export const ATTENTION_TEXT = {
  title: 'Needs your attention',
  loading: 'Checking what needs your attention',
  error: 'Failed to check what needs your attention.',
  nothing: 'Nothing needs your attention right now. You are all set.',
  count: (count: number) => (count === 1 ? '1 item' : `${count} items`),
  tone: { urgent: 'Urgent', action: 'To do', news: 'Coming up' },
} as const;

/** How urgent an item looks: overdue money first, then jobs to do, then news. */
export function toneOf(item: AttentionItem): keyof typeof ATTENTION_TEXT.tone {
  if (item.kind === 'overdue' || item.kind === 'autopay-failed') return 'urgent';
  return item.needsAction ? 'action' : 'news';
}

const VISIT_TYPES: Record<string, string> = {
  installation: 'Installation',
  service: 'Service visit',
  removal: 'Removal',
};

/**
 * What the list says about one item; `service` is the service's name as the customer knows it.
 * `actionContext` follows the action's visible words for screen readers ("Pay now" + "$129.98
 * for 480 Canyon View Dr"), so the link's name starts with what is seen.
 */
export function attentionText(
  item: AttentionItem,
  service: string,
): { title: string; detail: string; action: string; actionContext: string } {
  switch (item.kind) {
    case 'overdue':
      return {
        title: `${money(item.amountCents)} overdue`,
        detail: `Was due ${calendarDate(item.dueDate)}.`,
        action: 'Pay now',
        actionContext: `${money(item.amountCents)} for ${service}`,
      };
    case 'autopay-failed':
      return {
        title: `Autopay did not pay ${money(item.amountCents)}`,
        detail: `Was due ${calendarDate(item.dueDate)}. Pay now, then check the card autopay uses.`,
        action: 'Pay now',
        actionContext: `${money(item.amountCents)} for ${service}`,
      };
    case 'due-soon':
      return {
        title: `${money(item.amountCents)} due ${calendarDate(item.dueDate)}`,
        detail: 'Autopay is off for this service.',
        action: 'Pay bill',
        actionContext: `${money(item.amountCents)} for ${service}`,
      };
    case 'order-to-confirm':
      return {
        title: `Order ${item.orderId} is waiting for your confirmation`,
        detail: 'Check the items and totals, then confirm the order.',
        action: 'Review and confirm',
        actionContext: `order ${item.orderId}`,
      };
    case 'sale-to-accept':
      return {
        title: `Agreement ${item.orderId} is waiting for your acceptance`,
        detail: 'Read the plan and terms your representative prepared, then accept them.',
        action: 'Review and accept',
        actionContext: `agreement ${item.orderId}`,
      };
    case 'installation-to-book':
      return {
        title: 'Book your installation',
        detail: `Order ${item.orderId} is confirmed. Choose when the technician comes.`,
        action: 'Book installation',
        actionContext: `for ${service}`,
      };
    case 'card-expired':
      return {
        title: `${item.card.brand} ending ${item.card.last4} has expired`,
        detail: item.card.usedByAutopay
          ? 'Autopay uses this card: replace it so your next payment goes through.'
          : 'Remove it or add a current card.',
        action: 'Update cards',
        actionContext: `of ${service}`,
      };
    case 'card-expiring':
      return {
        title: `${item.card.brand} ending ${item.card.last4} expires ${String(item.card.expMonth).padStart(2, '0')}/${item.card.expYear}`,
        detail: 'Add the new card before it stops working.',
        action: 'Update cards',
        actionContext: `of ${service}`,
      };
    case 'visit-soon': {
      const type = VISIT_TYPES[item.visit.type] ?? item.visit.type;
      return {
        title: `${type} coming up`,
        detail: visitWindow(item.visit.windowStart, item.visit.windowEnd),
        action: 'View',
        actionContext: `${type.toLowerCase()} for ${service}`,
      };
    }
  }
}
