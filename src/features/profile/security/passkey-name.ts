// The rule for a passkey's name, checked before it is sent (the server checks the same:
// docs/contracts.md "Passkeys"). Adding may leave it empty (the server names it after the
// browser and device); renaming may not.
import { PASSKEY_NAME_MAX, VALIDATION } from '../messages';

/** The problem with `name`, or undefined when it can be sent. */
export function passkeyNameProblem(name: string, { optional = false } = {}): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return optional ? undefined : VALIDATION.passkeyNameRequired;
  if (trimmed.length > PASSKEY_NAME_MAX) return VALIDATION.passkeyNameTooLong;
  return undefined;
}
