// The rule for a passkey's name, checked before it is sent (the server checks the same:
// docs/contracts.md "Passkeys"). Adding may leave it empty (the server names it after the
// browser and device); renaming may not.
import { PASSKEY_NAME_MAX } from '../limits';
import type { ProfileTranslate } from '../text';

/** The problem with `name` in the page's words, or undefined when it can be sent. */
export function passkeyNameProblem(
  t: ProfileTranslate,
  name: string,
  { optional = false } = {},
): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return optional ? undefined : t('validation.passkeyNameRequired');
  if (trimmed.length > PASSKEY_NAME_MAX)
    return t('validation.passkeyNameTooLong', { max: PASSKEY_NAME_MAX });
  return undefined;
}
