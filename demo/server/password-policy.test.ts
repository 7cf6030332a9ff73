// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brokenPasswordRules, PASSWORD_PATTERN, passwordRequirements } from './password-policy.js';

describe('password policy', () => {
  it('accepts a password that follows every rule, in the pattern and per rule', () => {
    expect(new RegExp(PASSWORD_PATTERN).test('Demo-pass-1')).toBe(true);
    expect(brokenPasswordRules('Demo-pass-1', 'en')).toEqual([]);
  });

  it('names each broken rule, and the pattern agrees', () => {
    const cases: [string, string[]][] = [
      ['Sh0rt!', ['At least 8 characters']],
      ['lower-case-1', ['An uppercase letter']],
      ['UPPER-CASE-1', ['A lowercase letter']],
      ['No-digits-here', ['A number']],
      ['NoSymbols123', ['A symbol (for example ! ? # -)']],
    ];
    for (const [password, broken] of cases) {
      expect(brokenPasswordRules(password, 'en')).toEqual(broken);
      expect(new RegExp(PASSWORD_PATTERN).test(password)).toBe(false);
    }
  });

  it('publishes the pattern and five labelled rules', () => {
    const requirements = passwordRequirements('en');
    expect(requirements.pattern).toBe(PASSWORD_PATTERN);
    expect(requirements.rules.map((rule) => rule.label)).toHaveLength(5);
    for (const rule of requirements.rules) expect(() => new RegExp(rule.pattern)).not.toThrow();
  });

  it('words the rules in Spanish with the same patterns (issue 28)', () => {
    expect(brokenPasswordRules('sh0rt', 'es')).toEqual([
      'Al menos 8 caracteres',
      'Una letra mayúscula',
      'Un símbolo (por ejemplo, ! ? # -)',
    ]);
    expect(passwordRequirements('es').rules.map((rule) => rule.pattern)).toEqual(
      passwordRequirements('en').rules.map((rule) => rule.pattern),
    );
  });
});
