import { describe, expect, it } from 'vitest';
import { translator } from '../../../lib/shared/i18n/catalogue';
import { profileText } from '../text';
import {
  isSecurityEvent,
  describeAddress,
  describeAttempt,
  formatOccurredAt,
  isLocalAddress,
  pageCount,
} from './activity-format';

const t = translator(profileText, 'en');
const LOCAL_ADDRESS_LABEL = 'This computer (local network)';

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
    expect(describeAttempt(item, t)).toEqual({ result: 'Successful', twoFactor: 'Not used' });
    expect(describeAttempt({ ...item, success: false, mfaUsed: true }, t)).toEqual({
      result: 'Failed',
      twoFactor: 'Used',
    });
    // A passkey is the second factor by itself (issue 25).
    expect(describeAttempt({ ...item, mfaUsed: true, kind: 'passkey' }, t)).toEqual({
      result: 'Successful',
      twoFactor: 'Passkey',
    });
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

describe('addresses', () => {
  it('calls loopback and private addresses this computer / the local network, raw kept', () => {
    for (const ip of ['::1', '127.0.0.1', '::ffff:127.0.0.1', '10.1.2.3', '192.168.1.20'])
      expect(describeAddress(ip, t), ip).toEqual({ label: LOCAL_ADDRESS_LABEL, raw: ip });
    expect(isLocalAddress('172.16.0.1')).toBe(true);
    expect(isLocalAddress('172.32.0.1')).toBe(false);
    expect(isLocalAddress('fd12:3456::1')).toBe(true);
    expect(isLocalAddress('fe80::1')).toBe(true);
  });

  it('shows public addresses as they are, and says Unknown for none', () => {
    expect(describeAddress('203.0.113.9', t)).toEqual({ label: '203.0.113.9', raw: null });
    expect(describeAddress('2001:db8::1', t)).toEqual({ label: '2001:db8::1', raw: null });
    expect(describeAddress('', t)).toEqual({ label: 'Unknown', raw: null });
  });
});

describe('security changes (issue 25)', () => {
  const change = {
    id: 3,
    occurredAt: '2026-01-15T21:30:00.000Z',
    browser: 'Chrome 131',
    os: 'Linux',
    ip: '203.0.113.9',
    success: true,
    mfaUsed: false,
  };

  it('read as the change, not as a sign-in', () => {
    expect(describeAttempt({ ...change, kind: 'password-changed' }, t)).toEqual({
      result: 'Password changed',
      twoFactor: 'Not applicable',
    });
    expect(describeAttempt({ ...change, kind: 'mfa-disabled' }, t).result).toBe(
      'Two-factor authentication turned off',
    );
    expect(isSecurityEvent({ ...change, kind: 'password' })).toBe(false);
    expect(describeAttempt({ ...change, kind: 'password' }, t).result).toBe('Successful');
  });
});
