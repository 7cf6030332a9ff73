import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { passkeyNameProblem } from './passkey-name';

describe('passkeyNameProblem', () => {
  it('asks for a name when renaming, not when adding', () => {
    expect(passkeyNameProblem('   ')).toBe('Enter a name for the passkey.');
    expect(passkeyNameProblem('', { optional: true })).toBeUndefined();
  });

  it('allows up to 60 characters, spaces around not counted', () => {
    expect(passkeyNameProblem(`  ${'a'.repeat(60)}  `)).toBeUndefined();
    expect(passkeyNameProblem('a'.repeat(61))).toBe(VALIDATION.passkeyNameTooLong);
    expect(VALIDATION.passkeyNameTooLong).toBe('Use at most 60 characters for the passkey name.');
    expect(passkeyNameProblem('b'.repeat(61), { optional: true })).toBe(
      VALIDATION.passkeyNameTooLong,
    );
  });
});
