// What the chat stand-in knows about the customer it talks to: their bills and visits, read from
// the same facts as the dashboard's "Needs your attention" (attention.ts), so "When is my
// installation?" or "What is my balance?" gets an answer from their own data. It is still a
// stand-in: it says so, and it only reads.
import type { AttentionFacts } from '../../../src/contracts/attention.js';
import { attentionFacts } from '../attention.js';
import type { Db } from '../db/database.js';
import { findOwnService } from '../services.js';

/** One service as the bot talks about it. */
export interface ChatService {
  serviceName: string;
  /** Nickname, else street, else the service name: how the account centre names it. */
  label: string;
  facts: AttentionFacts['services'][number];
}

/** The customer's account as the bot reads it. */
export interface ChatAccount {
  services: ChatService[];
}

/** Reads the account of `userId` now. */
export function chatAccount(db: Db, userId: string, now: Date): ChatAccount {
  return {
    services: attentionFacts(db, userId, now).services.map((facts) => {
      const row = findOwnService(db, userId, facts.serviceName);
      return {
        serviceName: facts.serviceName,
        label: row.nickname?.trim() || row.streetAddress1?.trim() || row.serviceName,
        facts,
      };
    }),
  };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Denver',
  hour: 'numeric',
  minute: '2-digit',
});
const calendarFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const calendarDay = (iso: string) => calendarFormat.format(new Date(`${iso}T12:00:00Z`));

/** Says it is an automated stand-in reading the account, so nobody mistakes it for an agent. */
export const STAND_IN_NOTE =
  '(An automated answer from your account; type "agent" to talk to a person.)';

const NAMES: Record<string, string> = {
  installation: 'installation',
  service: 'service visit',
  removal: 'removal visit',
};

/** "Your next visit is the installation at Home on Tuesday, December 1, 10:00 AM – 12:00 PM Mountain Time." */
export function visitAnswer(account: ChatAccount, wantsInstallation: boolean): string {
  const visits = account.services
    .flatMap((service) => service.facts.upcomingVisits.map((visit) => ({ service, visit })))
    .filter(({ visit }) => !wantsInstallation || visit.type === 'installation')
    .sort((a, b) => a.visit.windowStart.localeCompare(b.visit.windowStart));
  const toBook = account.services.filter((s) => s.facts.installationsToBook.length > 0);
  const next = visits[0];
  const lines: string[] = [];
  if (next) {
    const start = new Date(next.visit.windowStart);
    const end = new Date(next.visit.windowEnd);
    lines.push(
      plain(
        `Your next ${wantsInstallation ? 'installation' : 'visit'} is the ${NAMES[next.visit.type] ?? 'visit'} at ${next.service.label} (${next.visit.address}) on ${dayFormat.format(start)}, between ${timeFormat.format(start)} and ${timeFormat.format(end)} Mountain Time. You can reschedule it under Appointments.`,
      ),
    );
  } else {
    lines.push(
      wantsInstallation
        ? 'You have no installation visit booked.'
        : 'You have no technician visit scheduled.',
    );
  }
  for (const service of toBook) {
    lines.push(
      `Order ${service.facts.installationsToBook[0]?.orderId} for ${service.label} is confirmed and its installation is not booked yet: book it under Appointments.`,
    );
  }
  return `${lines.join(' ')} ${STAND_IN_NOTE}`;
}

/** "Home: $84.97, due December 5, 2026. 480 Canyon View Dr: $129.98, overdue since ..." */
export function balanceAnswer(account: ChatAccount): string {
  const owing = account.services.filter((s) => (s.facts.invoice?.amountDueCents ?? 0) > 0);
  if (owing.length === 0) {
    return `Nothing is due on any of your services right now. ${STAND_IN_NOTE}`;
  }
  const lines = owing.map(({ label, facts }) => {
    const invoice = facts.invoice!;
    const when =
      invoice.status === 'overdue'
        ? `overdue since ${calendarDay(invoice.dueDate)}`
        : `due ${calendarDay(invoice.dueDate)}`;
    const autopay = facts.autopay?.enabled ? ' (autopay is on)' : '';
    return `${label}: ${money(invoice.amountDueCents)}, ${when}${autopay}.`;
  });
  return `${lines.join(' ')} You can pay under Billing. ${STAND_IN_NOTE}`;
}
