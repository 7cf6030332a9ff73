// The password rules the server enforces and `GET /api/platform/password-requirements` publishes,
// so the change-password form can check as the customer types. Each rule's label is in the
// reader's language (issue 28); `failedRules` names the same labels in the same language.
import type { PasswordRule, PasswordRequirements } from '../../src/contracts/profile.js';
import type { Locale } from '../../src/lib/shared/i18n/locales.js';
import { securityText, type SecurityKey } from './security/text.js';

/** Each rule alone, in the order the form lists them: its label's key and its pattern. */
const RULES: readonly { key: SecurityKey; pattern: string }[] = [
  { key: 'passwordRule.length', pattern: '^.{8,}$' },
  { key: 'passwordRule.uppercase', pattern: '[A-Z]' },
  { key: 'passwordRule.lowercase', pattern: '[a-z]' },
  { key: 'passwordRule.number', pattern: '[0-9]' },
  { key: 'passwordRule.symbol', pattern: '[^A-Za-z0-9]' },
];

/** The rules with their labels in `locale` ('At least 8 characters', 'Al menos 8 caracteres'). */
export function passwordRules(locale: Locale): PasswordRule[] {
  const t = securityText.t(locale);
  return RULES.map(({ key, pattern }) => ({ label: t(key), pattern }));
}

/** The combined pattern: one lookahead per character rule, then the length. */
export const PASSWORD_PATTERN = '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{8,}$';

/** What the endpoint answers. */
export function passwordRequirements(locale: Locale): PasswordRequirements {
  return { pattern: PASSWORD_PATTERN, rules: passwordRules(locale) };
}

/** Labels (in `locale`) of the rules `password` breaks (empty when it is acceptable). */
export function brokenPasswordRules(password: string, locale: Locale): string[] {
  return passwordRules(locale)
    .filter((rule) => !new RegExp(rule.pattern).test(password))
    .map((rule) => rule.label);
}
