// How one sign-in attempt reads on the access-activity page.
import type { AccessActivityItem } from '../api';
import type { SecurityNoticeKind } from '../../../contracts/profile';
import { SECURITY_EVENT_LABELS } from '../messages';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The attempt's local date and time, e.g. "Jan 5, 2026, 7:03 AM"; the raw value if unreadable. */
export function formatOccurredAt(iso: string, format: Intl.DateTimeFormat = DATE_TIME): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** True for a security change (a password changed, 2FA turned off...) rather than a sign-in. */
export function isSecurityEvent(
  item: AccessActivityItem,
): item is AccessActivityItem & { kind: SecurityNoticeKind } {
  return item.kind !== undefined && item.kind in SECURITY_EVENT_LABELS;
}

/** The table's words for one attempt or security change. */
export function describeAttempt(item: AccessActivityItem) {
  if (isSecurityEvent(item)) {
    return { result: SECURITY_EVENT_LABELS[item.kind], twoFactor: 'Not applicable' };
  }
  const failed = item.kind === 'current-password' ? 'Failed: wrong current password' : 'Failed';
  return {
    result: item.success ? 'Successful' : failed,
    twoFactor:
      item.kind === 'recovery-code'
        ? 'Recovery code'
        : item.kind === 'passkey'
          ? 'Passkey'
          : item.mfaUsed
            ? 'Used'
            : 'Not used',
  };
}

/** What a loopback address means to a customer: the sign-in came from the same machine. */
export const LOCAL_ADDRESS_LABEL = 'This computer (local network)';

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

/** The address as the table shows it: local ones in words, the raw address kept beside. */
export function describeAddress(ip: string): { label: string; raw: string | null } {
  if (!ip) return { label: 'Unknown', raw: null };
  return isLocalAddress(ip) ? { label: LOCAL_ADDRESS_LABEL, raw: ip } : { label: ip, raw: null };
}

/** The number of pages for `total` items, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
