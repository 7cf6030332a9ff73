import { describe, expect, it } from 'vitest';
import type { PasswordRequirements } from '../api';
import { checkRules, meetsRequirements } from './password-rules';

const requirements: PasswordRequirements = {
  pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,}$',
  rules: [
    { label: 'At least 8 characters', pattern: '^.{8,}$' },
    { label: 'An uppercase letter', pattern: '[A-Z]' },
    { label: 'A lowercase letter', pattern: '[a-z]' },
    { label: 'A number', pattern: '[0-9]' },
    { label: 'A symbol (for example ! ? # -)', pattern: '[^A-Za-z0-9]' },
  ],
};

describe('checkRules', () => {
  it('ticks each rule the typed password meets, in the server order', () => {
    expect(checkRules(requirements, 'abc1')).toEqual([
      { label: 'At least 8 characters', met: false },
      { label: 'An uppercase letter', met: false },
      { label: 'A lowercase letter', met: true },
      { label: 'A number', met: true },
      { label: 'A symbol (for example ! ? # -)', met: false },
    ]);
  });
  it('counts a rule with a broken pattern as not met', () => {
    expect(checkRules({ pattern: '', rules: [{ label: 'Odd', pattern: '(' }] }, 'x')).toEqual([
      { label: 'Odd', met: false },
    ]);
  });
});

describe('meetsRequirements', () => {
  it('uses the whole pattern', () => {
    expect(meetsRequirements(requirements, 'Fresh-pass-42')).toBe(true);
    expect(meetsRequirements(requirements, 'freshpass42')).toBe(false);
  });
  it('falls back on every rule when the whole pattern is broken', () => {
    const broken = { ...requirements, pattern: '(' };
    expect(meetsRequirements(broken, 'Fresh-pass-42')).toBe(true);
    expect(meetsRequirements(broken, 'Fresh-pass')).toBe(false);
  });
});
