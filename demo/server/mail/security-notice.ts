// Security notices (issue 25): every change to how an account is signed in to, and a sign-in
// from a device the account has not used before, is mailed to the account's address (through
// the outbox, like every mail of the reference backend) and kept for Access Activity. Each
// notice says what happened, when (in Denver time, the business's zone, with the zone named),
// from which device, and what to do if it was not the customer.
import { isNewDeviceSignIn, parseUserAgent } from '../access-activity.js';
import type { Db } from '../db/database.js';
import { intlLocale, localeOfRequest } from '../i18n/server-text.js';
import { findUserById } from '../users.js';
import { sendMail } from './outbox.js';
import { mailLocale, mailText } from './text.js';
import type { SecurityNoticeKind } from '../../../src/contracts/profile.js';
import { formatDateTime } from '../../../src/lib/dates/denver-time.js';
import type { Locale } from '../../../src/lib/shared/i18n/locales.js';

/** Where a change came from: the request's browser, address and language. */
export interface NoticeDevice {
  userAgent: string | undefined;
  ip: string | undefined;
  /** The request's language: the notice's when the customer has not chosen one. */
  locale?: Locale;
}

/** One notice to send. */
export interface SecurityNotice {
  kind: SecurityNoticeKind;
  userId: string;
  device: NoticeDevice;
  /** Defaults to now. */
  at?: Date;
  /** For 'email-changed': the address the account had before, which is told as well. */
  previousEmail?: string;
}

/**
 * The browser, address and language of an Express request, as a notice names them. `locale`
 * overrides the request's own (the sign-in pages speak the interaction's `ui_locales`).
 */
export function deviceOf(
  req: {
    ip?: string | undefined;
    get(header: string): string | undefined;
    query?: unknown;
  },
  locale: Locale = localeOfRequest(req),
): NoticeDevice {
  return { userAgent: req.get('user-agent'), ip: req.ip, locale };
}

/** A notice's subject line and what to do if it was not the customer, in `locale`. */
export function securityNoticeText(
  kind: SecurityNoticeKind,
  locale: Locale,
): { subject: string; notYou: string } {
  const t = mailText.t(locale);
  return {
    subject: t(`notice.${kind}.subject`),
    notYou: t(`notice.${kind}.notYou`, { secureAccount: t('notice.secureAccount') }),
  };
}

/**
 * The mail's lines for one notice in `locale` (exported for the tests of each kind's content):
 * the time in Denver, in that language, with the zone named.
 */
export function securityNoticeBody(
  notice: SecurityNotice & { firstName: string; email: string },
  locale: Locale,
): string {
  const t = mailText.t(locale);
  const text = securityNoticeText(notice.kind, locale);
  const unknown = t('notice.unknown');
  const named = (name: string) => (name === 'Unknown' ? unknown : name);
  const { browser, os } = parseUserAgent(notice.device.userAgent);
  const at = (notice.at ?? new Date()).toISOString();
  const happened = t(`notice.${notice.kind}.happened`, {
    previous: notice.previousEmail ?? t('notice.email-changed.oldAddress'),
    email: notice.email,
  });
  return [
    t('notice.hello', { firstName: notice.firstName }),
    '',
    happened,
    '',
    t('notice.when', { time: formatDateTime(at, intlLocale(locale)), zone: t('notice.zone') }),
    t('notice.device', { browser: named(browser), os: named(os) }),
    t('notice.ip', { ip: notice.device.ip || t('notice.unknownIp') }),
    '',
    t('notice.wasYou'),
    text.notYou,
  ].join('\n');
}

/**
 * Mails the notice to the account's address (for an email change, to the old address too) and,
 * except for a new device (whose sign-in is already in Access Activity), records it there.
 */
export function sendSecurityNotice(db: Db, notice: SecurityNotice): void {
  const user = findUserById(db, notice.userId);
  if (!user) return;
  const at = notice.at ?? new Date();
  // The customer's language, else the one of the request that made the change.
  const locale = mailLocale(user.language, notice.device.locale);
  const body = securityNoticeBody(
    { ...notice, at, firstName: user.firstName, email: user.email },
    locale,
  );
  const subject = securityNoticeText(notice.kind, locale).subject;
  const recipients = [user.email];
  if (
    notice.kind === 'email-changed' &&
    notice.previousEmail &&
    notice.previousEmail.toLowerCase() !== user.email.toLowerCase()
  ) {
    recipients.push(notice.previousEmail);
  }
  for (const to of recipients) sendMail(db, { to, subject, body });
  if (notice.kind === 'new-device-sign-in') return;
  const { browser, os } = parseUserAgent(notice.device.userAgent);
  db.prepare(
    `INSERT INTO security_events (user_id, kind, occurred_at, browser, os, ip)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(user.id, notice.kind, at.toISOString(), browser, os, notice.device.ip ?? null);
}

/** After a successful sign-in (its Access Activity row): a notice if the device is new. */
export function noticeIfNewDevice(
  db: Db,
  signIn: { userId: string; attemptId: number; device: NoticeDevice },
): void {
  if (!isNewDeviceSignIn(db, signIn.userId, signIn.attemptId)) return;
  sendSecurityNotice(db, {
    kind: 'new-device-sign-in',
    userId: signIn.userId,
    device: signIn.device,
  });
}
