// How one sign-in attempt reads on the access-activity page.
import type { AccessActivityItem } from './api';

const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The attempt's local date and time, e.g. "Jan 5, 2026, 7:03 AM"; the raw value if unreadable. */
export function formatOccurredAt(iso: string, format: Intl.DateTimeFormat = DATE_TIME): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** The table's words for one attempt. */
export function describeAttempt(item: AccessActivityItem) {
  const failed = item.kind === 'current-password' ? 'Failed: wrong current password' : 'Failed';
  return {
    result: item.success ? 'Successful' : failed,
    twoFactor: item.kind === 'recovery-code' ? 'Recovery code' : item.mfaUsed ? 'Used' : 'Not used',
  };
}

/** The number of pages for `total` items, at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
