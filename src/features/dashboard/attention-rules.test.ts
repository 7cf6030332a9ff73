import { describe, expect, it } from 'vitest';
import type { AttentionFacts, ServiceAttentionFacts } from '../../contracts/attention';
import type { Appointment } from '../../contracts/appointments';
import type { Autopay, CurrentInvoice, PaymentMethod } from '../../contracts/billing';
import { attentionItems, countsByArea, daysBetween, isExpiringSoon } from './attention-rules';
import { serviceFacts as service } from './attention-test-facts';

const TODAY = '2026-11-26';

const invoice = (fields: Partial<CurrentInvoice>): CurrentInvoice => ({
  serviceName: 'S-1',
  amountDueCents: 8497,
  balanceCents: 8497,
  dueDate: '2026-12-05',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  status: 'due',
  ...fields,
});

const autopay = (enabled: boolean): Autopay => ({
  enabled,
  paymentMethodId: enabled ? 'pm_1' : null,
  nextDate: null,
  nextAmountCents: null,
  paymentMethod: null,
});

const card = (fields: Partial<PaymentMethod>): PaymentMethod => ({
  id: 'pm_1',
  brand: 'Visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2028,
  expired: false,
  isDefault: true,
  usedByAutopay: false,
  ...fields,
});

const visit = (id: string, windowStart: string): Appointment => ({
  id,
  type: 'installation',
  status: 'scheduled',
  windowStart,
  windowEnd: windowStart,
  address: '12 Elm St, Provo, UT 84601',
  technicianNote: null,
  orderId: 'O-1',
  serviceName: 'S-1',
  technicianName: 'Dana',
});

const facts = (...services: ServiceAttentionFacts[]): AttentionFacts => ({
  today: TODAY,
  services,
});
const kinds = (f: AttentionFacts) => attentionItems(f).map((item) => item.kind);

describe('attention rules', () => {
  it('says nothing when nothing needs action', () => {
    expect(
      attentionItems(facts(service({ invoice: invoice({ amountDueCents: 0, status: 'paid' }) }))),
    ).toEqual([]);
    expect(attentionItems(facts())).toEqual([]);
  });

  it('flags an overdue bill with its service, amount and due date', () => {
    const [item] = attentionItems(
      facts(
        service({
          serviceName: 'S-2',
          invoice: invoice({ amountDueCents: 12_998, dueDate: '2026-11-05', status: 'overdue' }),
          autopay: autopay(false),
        }),
      ),
    );
    expect(item).toMatchObject({
      kind: 'overdue',
      serviceName: 'S-2',
      amountCents: 12_998,
      dueDate: '2026-11-05',
      area: 'billing',
    });
  });

  it('calls an overdue bill with autopay on a failed autopay', () => {
    expect(
      kinds(facts(service({ invoice: invoice({ status: 'overdue' }), autopay: autopay(true) }))),
    ).toEqual(['autopay-failed']);
  });

  it(`flags a bill due within 10 days, unless autopay will pay it`, () => {
    const due = (dueDate: string, on: boolean) =>
      kinds(facts(service({ invoice: invoice({ dueDate }), autopay: autopay(on) })));
    expect(due('2026-12-06', false)).toEqual(['due-soon']);
    expect(due('2026-12-07', false)).toEqual([]);
    expect(due('2026-12-01', true)).toEqual([]);
  });

  it('flags expired cards and cards that expire this month or next', () => {
    expect(isExpiringSoon(card({ expMonth: 11, expYear: 2026 }), TODAY)).toBe(true);
    expect(isExpiringSoon(card({ expMonth: 12, expYear: 2026 }), TODAY)).toBe(true);
    expect(isExpiringSoon(card({ expMonth: 1, expYear: 2027 }), TODAY)).toBe(false);
    expect(isExpiringSoon(card({ expMonth: 3, expYear: 2025, expired: true }), TODAY)).toBe(false);
    expect(
      kinds(
        facts(
          service({
            cards: [
              card({ id: 'a', expired: true, expMonth: 3, expYear: 2025 }),
              card({ id: 'b', expMonth: 12, expYear: 2026 }),
              card({ id: 'c' }),
            ],
          }),
        ),
      ),
    ).toEqual(['card-expired', 'card-expiring']);
  });

  it('lists visits of the next 14 days as news, not as actions', () => {
    const items = attentionItems(
      facts(
        service({
          upcomingVisits: [
            visit('A-2', '2026-12-10T17:00:00Z'),
            visit('A-3', '2026-12-11T17:00:00Z'),
          ],
        }),
      ),
    );
    expect(items.map((i) => i.key)).toEqual(['visit-soon:A-2']);
    expect(items[0]?.needsAction).toBe(false);
    expect(countsByArea(items)).toEqual({ billing: 0, orders: 0, appointments: 0 });
  });

  it('puts the most urgent first across services, then the sooner date', () => {
    const items = attentionItems(
      facts(
        service({
          serviceName: 'S-1',
          invoice: invoice({ dueDate: '2026-12-05' }),
          autopay: autopay(false),
          cards: [card({ expired: true, expMonth: 3, expYear: 2025 })],
          salesToAccept: [{ orderId: 'O-5002', createdAt: '2026-11-24T00:00:00Z' }],
          upcomingVisits: [visit('A-7001', '2026-12-01T17:00:00Z')],
        }),
        service({
          serviceName: 'S-2',
          invoice: invoice({
            serviceName: 'S-2',
            amountDueCents: 12_998,
            dueDate: '2026-11-05',
            status: 'overdue',
          }),
          autopay: autopay(false),
          ordersToConfirm: [
            { id: 'O-5001', salesChannel: 'web', createdAt: '2026-11-25T00:00:00Z' },
          ],
        }),
        service({
          serviceName: 'S-3',
          invoice: invoice({ serviceName: 'S-3', dueDate: '2026-11-30' }),
          installationsToBook: [{ orderId: 'O-6001', confirmedAt: '2026-11-24T00:00:00Z' }],
        }),
      ),
    );
    expect(items.map((i) => i.key)).toEqual([
      'overdue:S-2',
      'due-soon:S-3',
      'due-soon:S-1',
      'order-to-confirm:O-5001',
      'sale-to-accept:O-5002',
      'installation-to-book:S-3',
      'card-expired:S-1:pm_1',
      'visit-soon:A-7001',
    ]);
    expect(countsByArea(items)).toEqual({ billing: 4, orders: 2, appointments: 1 });
  });

  it('counts days between calendar dates and instants', () => {
    expect(daysBetween('2026-11-26', '2026-12-06')).toBe(10);
    expect(daysBetween('2026-11-26', '2026-11-05')).toBe(-21);
    expect(daysBetween('2026-11-26', '2026-11-27T02:00:00Z')).toBe(1);
  });
});
