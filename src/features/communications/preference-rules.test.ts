import { describe, expect, it } from 'vitest';
import {
  isLocked,
  isValid,
  samePreferences,
  setChannel,
  type Preferences,
} from './preference-rules';

const base: Preferences = {
  billing: { email: true, sms: false },
  appointments: { email: true, sms: true },
  alarm: { email: true, sms: true },
  offers: { email: false, sms: false },
};

describe('communication preference rules', () => {
  it('lets one alarm channel go while the other stays on', () => {
    const next = setChannel(base, 'alarm', 'sms', false);
    expect(next.alarm).toEqual({ email: true, sms: false });
    expect(isLocked(next, 'alarm', 'email')).toBe(true);
    expect(isLocked(next, 'alarm', 'sms')).toBe(false);
  });

  it('never turns off the last alarm channel', () => {
    const one = setChannel(base, 'alarm', 'sms', false);
    expect(setChannel(one, 'alarm', 'email', false)).toBe(one);
    expect(isValid(one)).toBe(true);
    expect(isValid({ ...base, alarm: { email: false, sms: false } })).toBe(false);
  });

  it('lets every other category be turned off entirely, and offers on when chosen', () => {
    const off = setChannel(
      setChannel(base, 'appointments', 'email', false),
      'appointments',
      'sms',
      false,
    );
    expect(off.appointments).toEqual({ email: false, sms: false });
    expect(isLocked(base, 'billing', 'email')).toBe(false);
    expect(setChannel(base, 'offers', 'email', true).offers).toEqual({ email: true, sms: false });
  });

  it('compares preferences', () => {
    expect(samePreferences(base, structuredClone(base))).toBe(true);
    expect(samePreferences(base, setChannel(base, 'billing', 'sms', true))).toBe(false);
  });
});
