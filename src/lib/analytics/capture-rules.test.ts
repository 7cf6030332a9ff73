import { describe, expect, it } from 'vitest';
import {
  canIdentify,
  capText,
  capturableValue,
  isCardLike,
  isExcludedField,
  isSsnLike,
  safeText,
  TEXT_CAP,
} from './capture-rules';

describe('analytics capture rules (spec 5)', () => {
  it('skips password and hidden fields whatever they are called', () => {
    expect(isExcludedField({ type: 'password', name: 'current' })).toBe(true);
    expect(isExcludedField({ type: 'PASSWORD' })).toBe(true);
    expect(isExcludedField({ type: 'hidden', name: 'csrf' })).toBe(true);
    expect(capturableValue({ type: 'password', value: 'Demo-pass-1' })).toBeNull();
    expect(capturableValue({ type: 'hidden', value: 'abc' })).toBeNull();
  });

  it('skips fields named like card, password or ssn (name, id or autocomplete)', () => {
    for (const field of [
      { name: 'cardNumber' },
      { id: 'credit-card' },
      { name: 'cvv' },
      { autocomplete: 'cc-number' },
      { name: 'newPassword' },
      { id: 'passwd' },
      { name: 'user_ssn' },
      { name: 'socialSecurity' },
    ]) {
      expect(isExcludedField({ type: 'text', ...field }), JSON.stringify(field)).toBe(true);
      expect(capturableValue({ type: 'text', value: 'x', ...field })).toBeNull();
    }
    expect(isExcludedField({ type: 'text', name: 'nickname' })).toBe(false);
  });

  it('skips card-like values in any field', () => {
    expect(isCardLike('4111111111111111')).toBe(true);
    expect(isCardLike('4111 1111 1111 1111')).toBe(true);
    expect(isCardLike('my card 5500-0000-0000-0004 thanks')).toBe(true);
    expect(isCardLike('371449635398431')).toBe(true);
    expect(isCardLike('12345')).toBe(false);
    expect(isCardLike('2026-11-25')).toBe(false);
    expect(
      capturableValue({ type: 'text', name: 'nickname', value: '4111 1111 1111 1111' }),
    ).toBeNull();
  });

  it('skips social-security-like values', () => {
    expect(isSsnLike('123-45-6789')).toBe(true);
    expect(isSsnLike('123456789')).toBe(true);
    expect(isSsnLike('ssn 123 45 6789')).toBe(true);
    expect(isSsnLike('1234-5678')).toBe(false);
    expect(capturableValue({ type: 'text', name: 'note', value: '123-45-6789' })).toBeNull();
  });

  it('never captures contact details with the no-personal-data token', () => {
    expect(capturableValue({ type: 'email', value: 'sam@example.com' })).toBeNull();
    expect(capturableValue({ type: 'tel', value: '3855550199' })).toBeNull();
    expect(
      capturableValue({ type: 'text', autocomplete: 'street-address', value: '1 Main' }),
    ).toBeNull();
  });

  it('captures other values, capped at 255 characters', () => {
    expect(capturableValue({ type: 'text', name: 'relationship', value: 'Neighbor' })).toBe(
      'Neighbor',
    );
    const long = 'a'.repeat(300);
    expect(capturableValue({ type: 'text', name: 'relationship', value: long })).toHaveLength(
      TEXT_CAP,
    );
    expect(capText('b'.repeat(255))).toHaveLength(255);
    expect(safeText(`  Save   ${'c'.repeat(400)}`)).toHaveLength(255);
    expect(safeText('Pay 4111 1111 1111 1111')).toBeNull();
    expect(safeText('   ')).toBeNull();
  });

  it('identify refuses ids starting with the device prefix', () => {
    expect(canIdentify('$device:18f2a-77b1')).toBe(false);
    expect(canIdentify('')).toBe(false);
    expect(canIdentify(null)).toBe(false);
    expect(canIdentify('65c3d4e5f60718293a4b5c6d')).toBe(true);
    expect(canIdentify('device:abc')).toBe(true);
  });
});
