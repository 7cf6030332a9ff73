// The password rules the server enforces and `GET /api/platform/password-requirements` publishes,
// so the change-password form can check as the customer types.
import type { PasswordRule, PasswordRequirements } from '../../src/contracts/profile.js';

/** Each rule alone, in the order the form lists them. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { label: 'At least 8 characters', pattern: '^.{8,}$' },
  { label: 'An uppercase letter', pattern: '[A-Z]' },
  { label: 'A lowercase letter', pattern: '[a-z]' },
  { label: 'A number', pattern: '[0-9]' },
  { label: 'A symbol (for example ! ? # -)', pattern: '[^A-Za-z0-9]' },
];

/** The combined pattern: one lookahead per character rule, then the length. */
export const PASSWORD_PATTERN = '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,}$';

/** What the endpoint answers. */
export function passwordRequirements(): PasswordRequirements {
  return { pattern: PASSWORD_PATTERN, rules: PASSWORD_RULES.map((rule) => ({ ...rule })) };
}

/** Labels of the rules `password` breaks (empty when it is acceptable). */
export function brokenPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !new RegExp(rule.pattern).test(password)).map(
    (rule) => rule.label,
  );
}
