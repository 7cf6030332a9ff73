// The change-password checklist: the server publishes its rules as patterns (spec 5); the form
// shows each one ticked or not as the customer types.
import type { PasswordRequirements } from '../api';

/** One line of the checklist. */
export interface RuleCheck {
  label: string;
  met: boolean;
}

/** A pattern from the server, or null when it is not a valid JavaScript RegExp. */
function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** Each rule with whether `password` meets it. A rule whose pattern is broken counts as unmet. */
export function checkRules(requirements: PasswordRequirements, password: string): RuleCheck[] {
  return requirements.rules.map((rule) => ({
    label: rule.label,
    met: compile(rule.pattern)?.test(password) ?? false,
  }));
}

/** Whether `password` matches the whole pattern (the server's own acceptance test). */
export function meetsRequirements(requirements: PasswordRequirements, password: string): boolean {
  const whole = compile(requirements.pattern);
  return whole ? whole.test(password) : checkRules(requirements, password).every((r) => r.met);
}
