// What needs the customer's attention, across all their services, most urgent first. Pure: the
// facts come from GET /attention (src/contracts/attention.ts), "today" is the Denver date the
// server sends, and nothing here reads a clock, so the rules are tested on their own
// (attention-rules.test.ts). The words live in attention-text.ts, the links in attention-links.ts.
import type { Appointment } from '../../contracts/appointments';
import type { PaymentMethod } from '../../contracts/billing';
import type { AttentionFacts, ServiceAttentionFacts } from '../../contracts/attention';

/** A bill is "due soon" this many days or fewer before its due date. */
export const DUE_SOON_DAYS = 10;
/** A visit is "coming up" when it starts within this many days. */
export const VISIT_SOON_DAYS = 14;

/** Which account area resolves an item: it drives the navbar's counts. */
export type AttentionArea = 'billing' | 'orders' | 'appointments';

interface Base {
  /** Unique and stable: a React key and a test handle. */
  key: string;
  serviceName: string;
  area: AttentionArea;
  /**
   * False for news the customer may want but need not act on (a visit coming up): such items
   * are listed but not counted on the navbar.
   */
  needsAction: boolean;
}

/** One thing that needs the customer's attention. */
export type AttentionItem =
  | (Base & {
      kind: 'overdue' | 'autopay-failed' | 'due-soon';
      amountCents: number;
      dueDate: string;
    })
  | (Base & { kind: 'card-expired' | 'card-expiring'; card: PaymentMethod })
  | (Base & { kind: 'order-to-confirm'; orderId: string; salesChannel: string })
  | (Base & { kind: 'sale-to-accept'; orderId: string })
  | (Base & { kind: 'installation-to-book'; orderId: string })
  | (Base & { kind: 'visit-soon'; visit: Appointment });

/** The kinds, most urgent first: the list is sorted by this order, then by date. */
export const URGENCY: readonly AttentionItem['kind'][] = [
  'autopay-failed',
  'overdue',
  'due-soon',
  'order-to-confirm',
  'sale-to-accept',
  'installation-to-book',
  'card-expired',
  'card-expiring',
  'visit-soon',
];

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const day = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  return Math.round(day(to) - day(from));
}

/** A card that expires at the end of this month or next month (and has not yet). */
export function isExpiringSoon(
  card: Pick<PaymentMethod, 'expMonth' | 'expYear' | 'expired'>,
  today: string,
): boolean {
  if (card.expired) return false;
  const [year = 0, month = 0] = today.split('-').map(Number);
  const monthsLeft = card.expYear * 12 + card.expMonth - (year * 12 + month);
  return monthsLeft >= 0 && monthsLeft <= 1;
}

function billItems(facts: ServiceAttentionFacts, today: string): AttentionItem[] {
  const { invoice, autopay, serviceName } = facts;
  if (!invoice || invoice.amountDueCents <= 0) return [];
  const bill = { serviceName, area: 'billing' as const, needsAction: true };
  const money = { amountCents: invoice.amountDueCents, dueDate: invoice.dueDate };
  const autopayOn = autopay?.enabled === true;
  if (invoice.status === 'overdue') {
    // Autopay was on and the bill is still open after its due date: the payment did not go
    // through, which is the customer's to fix (the card, most often).
    const kind = autopayOn ? 'autopay-failed' : 'overdue';
    return [{ ...bill, ...money, kind, key: `${kind}:${serviceName}` }];
  }
  // With autopay on, a bill that is merely due needs nothing from the customer.
  if (!autopayOn && daysBetween(today, invoice.dueDate) <= DUE_SOON_DAYS) {
    return [{ ...bill, ...money, kind: 'due-soon', key: `due-soon:${serviceName}` }];
  }
  return [];
}

function cardItems(facts: ServiceAttentionFacts, today: string): AttentionItem[] {
  return facts.cards.flatMap((card): AttentionItem[] => {
    const kind = card.expired
      ? 'card-expired'
      : isExpiringSoon(card, today)
        ? 'card-expiring'
        : null;
    if (!kind) return [];
    return [
      {
        kind,
        key: `${kind}:${facts.serviceName}:${card.id}`,
        serviceName: facts.serviceName,
        area: 'billing',
        needsAction: true,
        card,
      },
    ];
  });
}

function orderItems(facts: ServiceAttentionFacts): AttentionItem[] {
  const { serviceName } = facts;
  return [
    ...facts.ordersToConfirm.map((order) => ({
      kind: 'order-to-confirm' as const,
      key: `order-to-confirm:${order.id}`,
      serviceName,
      area: 'orders' as const,
      needsAction: true,
      orderId: order.id,
      salesChannel: order.salesChannel,
    })),
    ...facts.salesToAccept.map((sale) => ({
      kind: 'sale-to-accept' as const,
      key: `sale-to-accept:${sale.orderId}`,
      serviceName,
      area: 'orders' as const,
      needsAction: true,
      orderId: sale.orderId,
    })),
  ];
}

function visitItems(facts: ServiceAttentionFacts, today: string): AttentionItem[] {
  const { serviceName } = facts;
  const toBook = facts.installationsToBook.map((waiting) => ({
    kind: 'installation-to-book' as const,
    key: `installation-to-book:${serviceName}`,
    serviceName,
    area: 'appointments' as const,
    needsAction: true,
    orderId: waiting.orderId,
  }));
  const soon = facts.upcomingVisits
    .filter((visit) => daysBetween(today, visit.windowStart) <= VISIT_SOON_DAYS)
    .map((visit) => ({
      kind: 'visit-soon' as const,
      key: `visit-soon:${visit.id}`,
      serviceName,
      area: 'appointments' as const,
      needsAction: false,
      visit,
    }));
  return [...toBook, ...soon];
}

/** The date an item is ordered by within its kind (sooner first). */
function dateOf(item: AttentionItem): string {
  switch (item.kind) {
    case 'overdue':
    case 'autopay-failed':
    case 'due-soon':
      return item.dueDate;
    case 'visit-soon':
      return item.visit.windowStart;
    case 'card-expired':
    case 'card-expiring':
      return `${item.card.expYear}-${String(item.card.expMonth).padStart(2, '0')}`;
    default:
      return '';
  }
}

/** Everything that needs attention, most urgent first; ties keep the services' order. */
export function attentionItems(facts: AttentionFacts): AttentionItem[] {
  const items = facts.services.flatMap((service) => [
    ...billItems(service, facts.today),
    ...orderItems(service),
    ...visitItems(service, facts.today),
    ...cardItems(service, facts.today),
  ]);
  const rank = (item: AttentionItem) => URGENCY.indexOf(item.kind);
  // Array.prototype.sort is stable, so equal items stay in the services' order.
  return items.sort((a, b) => rank(a) - rank(b) || dateOf(a).localeCompare(dateOf(b)));
}

/** How many items needing action each area resolves: the navbar's counts. */
export function countsByArea(items: readonly AttentionItem[]): Record<AttentionArea, number> {
  const counts: Record<AttentionArea, number> = { billing: 0, orders: 0, appointments: 0 };
  for (const item of items) if (item.needsAction) counts[item.area] += 1;
  return counts;
}
