// How one sign-in attempt reads on the access-activity page, in the page's words (the translate
// function it is given) and the reader's date format.
import type { AccessActivityItem } from '../api';
import type { SecurityNoticeKind } from '../../../contracts/profile';
import { activeIntlLocale } from '../../../lib/shared/i18n/active-locale';
import type { ProfileTranslate } from '../text';

/** One formatter per Intl locale, made on first use. */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/**
 * The attempt's local date and time in the reader's language, e.g. "Jan 5, 2026, 7:03 AM"; the
 * raw value if unreadable.
 */
export function formatOccurredAt(
  iso: string,
  format: Intl.DateTimeFormat = dateTimeFormat(activeIntlLocale()),
): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** The security changes Access Activity lists beside the sign-ins (issue 25). */
const SECURITY_EVENTS: ReadonlySet<string> = new Set<SecurityNoticeKind>([
  'passkey-added',
  'passkey-removed',
  'password-changed',
  'email-changed',
  'mfa-enabled',
  'mfa-disabled',
  'recovery-codes-regenerated',
  'new-device-sign-in',
]);

/** True for a security change (a password changed, 2FA turned off...) rather than a sign-in. */
export function isSecurityEvent(
  item: AccessActivityItem,
): item is AccessActivityItem & { kind: SecurityNoticeKind } {
  return item.kind !== undefined && SECURITY_EVENTS.has(item.kind);
}

/** The table's words for one attempt or security change. */
export function describeAttempt(item: AccessActivityItem, t: ProfileTranslate) {
  if (isSecurityEvent(item)) {
    return { result: t(`activity.event.${item.kind}`), twoFactor: t('activity.notApplicable') };
  }
  const failed =
    item.kind === 'current-password' ? t('activity.failedWrongPassword') : t('activity.failed');
  return {
    result: item.success ? t('activity.successful') : failed,
    twoFactor:
      item.kind === 'recovery-code'
        ? t('activity.recoveryCode')
        : item.kind === 'passkey'
          ? t('activity.passkey')
          : item.mfaUsed
            ? t('activity.used')
            : t('activity.notUsed'),
  };
}

/** Loopback and private (local network) IPv4 and IPv6 addresses, IPv4-mapped ones included. */
export function isLocalAddress(ip: string): boolean {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  if (address === '::1' || address === 'localhost') return true;
  const v4 = address.match(/^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
  }
  // fc00::/7 unique local, fe80::/10 link local.
  return /^f[cd][0-9a-f]{2}:/.test(address) || /^fe[89ab][0-9a-f]:/.test(address);
}

/**
 * The address as the table shows it: local ones in words ("This computer (local network)"), the
 * raw address kept beside.
 */
export function describeAddress(
  ip: string,
  t: ProfileTranslate,
): { label: string; raw: string | null } {
  if (!ip) return { label: t('activity.unknownAddress'), raw: null };
  return isLocalAddress(ip)
    ? { label: t('activity.localAddress'), raw: ip }
    : { label: ip, raw: null };
}

/** The number of pages for `total` items, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
