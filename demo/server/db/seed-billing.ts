// Billing demo data (README "Billing demo data"): alex's Home service owes $84.97 (November's
// statement) with autopay and paperless off, a default Visa ending 4242, seven monthly
// statements, a credit and a refund, two subscriptions and an equipment financing plan; alex's
// Orem service owes two months, overdue; sam owes $0.00 with autopay on. Everything is posted to
// the one ledger (billing/ledger.ts): one charge per month, at most one payment per charge.
// Amounts in integer cents, dates as YYYY-MM-DD.
import type { Db } from './database.js';
import {
  ledgerBalance,
  monthTitle,
  postEntry,
  statementDates,
  statementOf,
  type LedgerPosting,
} from '../billing/ledger.js';

interface SeedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault?: boolean;
}

interface SeedBilling {
  serviceId: string;
  /** What the ledger must add up to; the seed refuses to start when it does not. */
  balanceCents: number;
  monthlyCents: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  autopayMethodId?: string;
  paperless?: boolean;
  cards: SeedCard[];
  /** The itemised lines of every monthly charge. */
  lines: [string, number][];
  /** One monthly charge per entry (posted on the 1st), with extra lines of that month. */
  months: { month: string; extra?: [string, number][] }[];
  /** How each month's charge is paid; a month left out of `paidMonths` stays owed. */
  payment?: { description: string; day: 'next-month-3rd' | 'same-month-5th'; paidMonths: string[] };
  /** Credits and refunds (negative), each on its own date. */
  adjustments?: {
    date: string;
    type: 'credit' | 'refund';
    description: string;
    amountCents: number;
  }[];
  subscriptions: {
    id: string;
    featureName: string;
    priceCents: number;
    startedOn: string;
    renewsOn: string;
  }[];
  financing?: {
    partnerName: string;
    description: string;
    remainingCents: number;
    monthlyCents: number;
  };
}

const BILLING: SeedBilling[] = [
  {
    serviceId: 'svc-1',
    balanceCents: 8497,
    monthlyCents: 8497,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    dueDate: '2026-12-05',
    cards: [
      {
        id: 'pm_alex_visa',
        brand: 'Visa',
        last4: '4242',
        expMonth: 8,
        expYear: 2028,
        isDefault: true,
      },
      { id: 'pm_alex_amex', brand: 'American Express', last4: '0005', expMonth: 11, expYear: 2029 },
      { id: 'pm_alex_mc_old', brand: 'Mastercard', last4: '4444', expMonth: 3, expYear: 2025 },
    ],
    lines: [
      ['Monitoring service, Premium', 4499],
      ['Playback DVR', 999],
      ['Smart Home Security Protection Plan', 1499],
      ['Equipment financing instalment (Everline Financing)', 1500],
    ],
    months: [
      { month: '2026-05' },
      { month: '2026-06' },
      { month: '2026-07', extra: [['Doorbell camera installation', 4900]] },
      { month: '2026-08' },
      { month: '2026-09' },
      { month: '2026-10' },
      { month: '2026-11' },
    ],
    // alex pays each statement by hand before it is due; November is the bill due now.
    payment: {
      description: 'Payment, Visa ending 4242',
      day: 'next-month-3rd',
      paidMonths: ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'],
    },
    adjustments: [
      {
        date: '2026-07-20',
        type: 'refund',
        description: 'Refund: installation discount',
        amountCents: -2450,
      },
      { date: '2026-09-01', type: 'credit', description: 'Loyalty credit', amountCents: -1000 },
    ],
    subscriptions: [
      {
        id: 'sub_alex_dvr',
        featureName: 'playback-dvr',
        priceCents: 999,
        startedOn: '2025-06-01',
        renewsOn: '2026-12-01',
      },
      {
        id: 'sub_alex_plan',
        featureName: 'protection-plan',
        priceCents: 1499,
        startedOn: '2025-06-02',
        renewsOn: '2027-06-01',
      },
    ],
    financing: {
      partnerName: 'Everline Financing',
      description: 'Doorbell camera and smart lock',
      remainingCents: 36000,
      monthlyCents: 1500,
    },
  },
  {
    serviceId: 'svc-2',
    balanceCents: 12998,
    monthlyCents: 6499,
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    dueDate: '2026-11-05',
    cards: [
      {
        id: 'pm_alex_orem_mc',
        brand: 'Mastercard',
        last4: '4444',
        expMonth: 12,
        expYear: 2027,
        isDefault: true,
      },
    ],
    lines: [
      ['Monitoring service, Standard', 5799],
      ['Smart Home Security Protection Plan Mobile', 700],
    ],
    // Two unpaid months: September's and October's charges, overdue since November 5.
    months: [{ month: '2026-09' }, { month: '2026-10' }],
    subscriptions: [
      {
        id: 'sub_orem_mobile',
        featureName: 'protection-plan-mobile',
        priceCents: 700,
        startedOn: '2026-02-01',
        renewsOn: '2027-02-01',
      },
    ],
  },
  {
    serviceId: 'svc-3',
    balanceCents: 0,
    monthlyCents: 3999,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    dueDate: '2026-12-05',
    cards: [],
    lines: [],
    months: [],
    subscriptions: [],
  },
  {
    serviceId: 'svc-4',
    balanceCents: 0,
    monthlyCents: 5998,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    dueDate: '2026-12-05',
    autopayMethodId: 'pm_sam_visa',
    paperless: true,
    cards: [
      {
        id: 'pm_sam_visa',
        brand: 'Visa',
        last4: '1881',
        expMonth: 1,
        expYear: 2029,
        isDefault: true,
      },
    ],
    lines: [
      ['Monitoring service, Premium', 4699],
      ['Smart Home Security Protection Plan Mobile Plus', 1299],
    ],
    months: [
      { month: '2026-08' },
      { month: '2026-09' },
      { month: '2026-10' },
      { month: '2026-11' },
    ],
    // Autopay pays each month's charge once, four days after it is posted.
    payment: {
      description: 'Payment, autopay, Visa ending 1881',
      day: 'same-month-5th',
      paidMonths: ['2026-08', '2026-09', '2026-10', '2026-11'],
    },
    subscriptions: [
      {
        id: 'sub_sam_plus',
        featureName: 'protection-plan-mobile-plus',
        priceCents: 1299,
        startedOn: '2026-03-01',
        renewsOn: '2027-03-01',
      },
    ],
  },
];

/** The date of a month's payment: the 3rd of the next month, or the 5th of the same one. */
function paymentDate(month: string, day: 'next-month-3rd' | 'same-month-5th'): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  const date =
    day === 'next-month-3rd' ? new Date(Date.UTC(y, m, 3)) : new Date(Date.UTC(y, m - 1, 5));
  return date.toISOString().slice(0, 10);
}

/** Inserts the billing demo data (after the services exist). */
export function seedBilling(db: Db): void {
  const account =
    db.prepare(`INSERT INTO billing_accounts (service_id, balance_cents, monthly_cents,
    period_start, period_end, due_date, autopay_enabled, autopay_method_id, paperless)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const card =
    db.prepare(`INSERT INTO payment_methods (id, service_id, token, brand, last4, exp_month,
    exp_year, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const sub =
    db.prepare(`INSERT INTO subscriptions (id, service_id, feature_name, price_cents, started_on,
    renews_on) VALUES (?, ?, ?, ?, ?, ?)`);
  const plan = db.prepare(`INSERT INTO financing_plans (service_id, partner_name, description,
    remaining_cents, monthly_cents) VALUES (?, ?, ?, ?, ?)`);
  const exists = db.prepare('SELECT 1 FROM services WHERE id = ?');

  let n = 0;
  const post = (serviceId: string, entry: LedgerPosting, time: string) =>
    postEntry(
      db,
      serviceId,
      entry,
      `${entry.date}T${time}.000Z`,
      `tx_seed_${String((n += 1)).padStart(3, '0')}`,
    );
  for (const b of BILLING) {
    if (!exists.get(b.serviceId)) continue;
    account.run(
      b.serviceId,
      b.balanceCents,
      b.monthlyCents,
      b.periodStart,
      b.periodEnd,
      b.dueDate,
      b.autopayMethodId ? 1 : 0,
      b.autopayMethodId ?? null,
      b.paperless ? 1 : 0,
    );
    b.cards.forEach((c, i) =>
      card.run(
        c.id,
        b.serviceId,
        `tok_seed_${c.id}`,
        c.brand,
        c.last4,
        c.expMonth,
        c.expYear,
        c.isDefault ? 1 : 0,
        new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      ),
    );
    for (const { month, extra } of b.months) {
      const lines = [...b.lines, ...(extra ?? [])].map(([description, amountCents]) => ({
        description,
        amountCents,
      }));
      const amountCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
      post(
        b.serviceId,
        {
          date: statementDates(month).periodStart,
          type: 'charge',
          description: `Monthly charges, ${monthTitle(month)}`,
          amountCents,
          lines,
        },
        '08:00:00',
      );
    }
    for (const a of b.adjustments ?? []) post(b.serviceId, a, '09:00:00');
    if (b.payment) {
      for (const month of b.payment.paidMonths) {
        const owed = statementOf(db, b.serviceId, month)?.totalCents ?? 0;
        post(
          b.serviceId,
          {
            date: paymentDate(month, b.payment.day),
            type: 'payment',
            description: b.payment.description,
            amountCents: -owed,
          },
          '12:00:00',
        );
      }
    }
    const balance = ledgerBalance(db, b.serviceId);
    if (balance !== b.balanceCents) {
      throw new Error(
        `Seed of ${b.serviceId}: the ledger adds up to ${balance}, not ${b.balanceCents}.`,
      );
    }
    for (const s of b.subscriptions)
      sub.run(s.id, b.serviceId, s.featureName, s.priceCents, s.startedOn, s.renewsOn);
    if (b.financing) {
      const f = b.financing;
      plan.run(b.serviceId, f.partnerName, f.description, f.remainingCents, f.monthlyCents);
    }
  }
}
