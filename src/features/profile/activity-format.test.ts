import { describe, expect, it } from 'vitest';
import { describeAttempt, formatOccurredAt, pageCount } from './activity-format';

describe('activity formatting', () => {
  it('formats the time with the given formatter and keeps unreadable values', () => {
    const utc = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    expect(formatOccurredAt('2026-01-05T14:03:00.000Z', utc)).toBe('Jan 5, 2026, 2:03 PM');
    expect(formatOccurredAt('yesterday')).toBe('yesterday');
  });

  it('words the result and the 2FA use', () => {
    const item = {
      id: 1,
      occurredAt: '',
      browser: '',
      os: '',
      ip: '',
      success: true,
      mfaUsed: false,
    };
    expect(describeAttempt(item)).toEqual({ result: 'Successful', twoFactor: 'Not used' });
    expect(describeAttempt({ ...item, success: false, mfaUsed: true })).toEqual({
      result: 'Failed',
      twoFactor: 'Used',
    });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});
