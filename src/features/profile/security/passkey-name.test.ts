import { describe, expect, it } from 'vitest';
import { translator } from '../../../lib/shared/i18n/catalogue';
import { profileText } from '../text';
import { passkeyNameProblem } from './passkey-name';

/** The checks word their problems in English here. */
const t = translator(profileText, 'en');

describe('passkeyNameProblem', () => {
  it('asks for a name when renaming, not when adding', () => {
    expect(passkeyNameProblem(t, '   ')).toBe('Enter a name for the passkey.');
    expect(passkeyNameProblem(t, '', { optional: true })).toBeUndefined();
  });

  it('allows up to 60 characters, spaces around not counted', () => {
    expect(passkeyNameProblem(t, `  ${'a'.repeat(60)}  `)).toBeUndefined();
    expect(passkeyNameProblem(t, 'a'.repeat(61))).toBe(
      'Use at most 60 characters for the passkey name.',
    );
    expect(passkeyNameProblem(t, 'b'.repeat(61), { optional: true })).toBe(
      'Use at most 60 characters for the passkey name.',
    );
  });
});
