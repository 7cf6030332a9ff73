// Billing demo data (README "Billing demo data"): alex's Home service owes $84.97 with autopay
// and paperless off, a default Visa ending 4242, six past statements, a mix of transactions, two
// subscriptions and an equipment financing plan; alex's Orem service is overdue; sam owes $0.00
// with autopay on. Amounts in integer cents, dates as YYYY-MM-DD.
import type { Db } from './database.js';

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
  balanceCents: number;
  monthlyCents: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  autopayMethodId?: string;
  paperless?: boolean;
  cards: SeedCard[];
  /** Monthly line items; one statement per entry of `statements` (period start, extra lines). */
  lines: [string, number][];
  statements: { start: string; extra?: [string, number][] }[];
  payWith?: string;
  extraTransactions?: { date: string; type: string; description: string; amountCents: number }[];
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
    statements: [
      { start: '2026-05-01' },
      { start: '2026-06-01' },
      { start: '2026-07-01', extra: [['Doorbell camera installation', 4900]] },
      { start: '2026-08-01' },
      { start: '2026-09-01', extra: [['Loyalty credit', -1000]] },
      { start: '2026-10-01' },
    ],
    payWith: 'Visa ending 4242',
    extraTransactions: [
      {
        date: '2026-07-20',
        type: 'refund',
        description: 'Refund: installation discount',
        amountCents: -2450,
      },
      {
        date: '2026-11-01',
        type: 'charge',
        description: 'Monthly charges, November 2026',
        amountCents: 8497,
      },
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
    statements: [{ start: '2026-08-01' }, { start: '2026-09-01' }],
    extraTransactions: [
      {
        date: '2026-10-01',
        type: 'charge',
        description: 'Monthly charges, October 2026',
        amountCents: 6499,
      },
    ],
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
    statements: [],
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
    statements: [{ start: '2026-08-01' }, { start: '2026-09-01' }, { start: '2026-10-01' }],
    payWith: 'autopay, Visa ending 1881',
    extraTransactions: [
      {
        date: '2026-11-01',
        type: 'charge',
        description: 'Monthly charges, November 2026',
        amountCents: 5998,
      },
      {
        date: '2026-11-05',
        type: 'payment',
        description: 'Payment, autopay, Visa ending 1881',
        amountCents: -5998,
      },
    ],
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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function monthEnd(start: string): string {
  const [y = 1970, m = 1] = start.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
function nextMonthDay(start: string, day: number): string {
  const [y = 1970, m = 1] = start.split('-').map(Number);
  return new Date(Date.UTC(y, m, day)).toISOString().slice(0, 10);
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
  const statement =
    db.prepare(`INSERT INTO billing_statements (id, service_id, period_start, period_end,
    issued_on, due_date, total_cents, lines_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const tx =
    db.prepare(`INSERT INTO billing_transactions (id, service_id, occurred_on, type, description,
    amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const sub =
    db.prepare(`INSERT INTO subscriptions (id, service_id, feature_name, price_cents, started_on,
    renews_on) VALUES (?, ?, ?, ?, ?, ?)`);
  const plan = db.prepare(`INSERT INTO financing_plans (service_id, partner_name, description,
    remaining_cents, monthly_cents) VALUES (?, ?, ?, ?, ?)`);
  const exists = db.prepare('SELECT 1 FROM services WHERE id = ?');

  let n = 0;
  const txId = () => `tx_seed_${String((n += 1)).padStart(3, '0')}`;
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
    for (const s of b.statements) {
      const lines = [...b.lines, ...(s.extra ?? [])].map(([description, amountCents]) => ({
        description,
        amountCents,
      }));
      const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
      const issued = nextMonthDay(s.start, 1);
      const due = nextMonthDay(s.start, 5);
      const month = `${MONTHS[Number(s.start.slice(5, 7)) - 1]} ${s.start.slice(0, 4)}`;
      statement.run(
        `st_${b.serviceId}_${s.start.slice(0, 7)}`,
        b.serviceId,
        s.start,
        monthEnd(s.start),
        issued,
        due,
        total,
        JSON.stringify(lines),
      );
      // The charges as one transaction; credits on the statement as their own (the total nets them).
      const charged = lines
        .filter((l) => l.amountCents > 0)
        .reduce((sum, l) => sum + l.amountCents, 0);
      tx.run(
        txId(),
        b.serviceId,
        issued,
        'charge',
        `Monthly charges, ${month}`,
        charged,
        `${issued}T08:00:00.000Z`,
      );
      for (const credit of lines.filter((l) => l.amountCents < 0)) {
        tx.run(
          txId(),
          b.serviceId,
          issued,
          'credit',
          credit.description,
          credit.amountCents,
          `${issued}T08:30:00.000Z`,
        );
      }
      if (b.payWith) {
        tx.run(
          txId(),
          b.serviceId,
          nextMonthDay(s.start, 3),
          'payment',
          `Payment, ${b.payWith}`,
          -total,
          `${nextMonthDay(s.start, 3)}T12:00:00.000Z`,
        );
      }
    }
    for (const t of b.extraTransactions ?? []) {
      tx.run(
        txId(),
        b.serviceId,
        t.date,
        t.type,
        t.description,
        t.amountCents,
        `${t.date}T09:00:00.000Z`,
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
