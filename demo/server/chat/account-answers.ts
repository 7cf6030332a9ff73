// What the chat stand-in knows about the customer it talks to: their bills and visits, read from
// the same facts as the dashboard's "Needs your attention" (attention.ts), so "When is my
// installation?" or "What is my balance?" gets an answer from their own data. It is still a
// stand-in: it says so, and it only reads.
import type { AttentionFacts } from '../../../src/contracts/attention.js';
import { attentionFacts } from '../attention.js';
import type { Db } from '../db/database.js';
import { findOwnService } from '../services.js';
import { INTL_LOCALES, type Locale } from '../../../src/lib/shared/i18n/locales.js';
import { chatText } from './text.js';

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

/** $84.97 (no grouping, as the bot always wrote it), in the chat's language. */
const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    useGrouping: false,
  }).format(cents / 100);

/** A formatter per Intl locale, made on first use. */
function cached(options: Intl.DateTimeFormatOptions): (locale: Locale) => Intl.DateTimeFormat {
  const formats = new Map<Locale, Intl.DateTimeFormat>();
  return (locale) => {
    let format = formats.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALES[locale], options);
      formats.set(locale, format);
    }
    return format;
  };
}

const dayFormat = cached({
  timeZone: 'America/Denver',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const timeFormat = cached({ timeZone: 'America/Denver', hour: 'numeric', minute: '2-digit' });
const calendarFormat = cached({ timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const calendarDay = (iso: string, locale: Locale) =>
  calendarFormat(locale).format(new Date(`${iso}T12:00:00Z`));

/** Says it is an automated stand-in reading the account, so nobody mistakes it for an agent. */
export function standInNote(locale: Locale): string {
  return chatText.t(locale)('answers.note');
}

/** "Your next visit is the installation at Home on Tuesday, December 1, 10:00 AM – 12:00 PM Mountain Time." */
export function visitAnswer(
  account: ChatAccount,
  wantsInstallation: boolean,
  locale: Locale = 'en',
): string {
  const t = chatText.t(locale);
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
        t('answers.nextVisit', {
          wanted: wantsInstallation ? 'installation' : 'visit',
          kind: next.visit.type,
          label: next.service.label,
          address: next.visit.address,
          day: dayFormat(locale).format(start),
          start: timeFormat(locale).format(start),
          end: timeFormat(locale).format(end),
        }),
      ),
    );
  } else {
    lines.push(t(wantsInstallation ? 'answers.noInstallation' : 'answers.noVisit'));
  }
  for (const service of toBook) {
    lines.push(
      t('answers.toBook', {
        orderId: service.facts.installationsToBook[0]?.orderId ?? '',
        label: service.label,
      }),
    );
  }
  return `${lines.join(' ')} ${standInNote(locale)}`;
}

/** "Home: $84.97, due December 5, 2026. 480 Canyon View Dr: $129.98, overdue since ..." */
export function balanceAnswer(account: ChatAccount, locale: Locale = 'en'): string {
  const t = chatText.t(locale);
  const owing = account.services.filter((s) => (s.facts.invoice?.amountDueCents ?? 0) > 0);
  if (owing.length === 0) {
    return `${t('answers.nothingDue')} ${standInNote(locale)}`;
  }
  const lines = owing.map(({ label, facts }) => {
    const invoice = facts.invoice!;
    return t('answers.owing', {
      label,
      amount: money(invoice.amountDueCents, locale),
      status: invoice.status === 'overdue' ? 'overdue' : 'due',
      date: calendarDay(invoice.dueDate, locale),
      autopay: facts.autopay?.enabled ? 'on' : 'off',
    });
  });
  return `${lines.join(' ')} ${t('answers.payUnderBilling')} ${standInNote(locale)}`;
}
