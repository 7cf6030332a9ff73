import { describe, expect, it } from 'vitest';
import { isValidStoredUser, readStoredUser, userStorageKey } from './stored-user';

const NOW = 1_800_000_000;
const AUTHORITY = 'https://id.example.com/oidc';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === userStorageKey(AUTHORITY, 'shs-header') ? value : null) };
}

describe('stored sign-in (spec 4.2 sign-in check, spec 9.2 storage)', () => {
  it('lives under oidc-client-ts key oidc.user:<authority>:<client>', () => {
    expect(userStorageKey(AUTHORITY, 'shs-header')).toBe(`oidc.user:${AUTHORITY}:shs-header`);
  });

  it('is valid with a profile and an expiry after now, not at it', () => {
    expect(isValidStoredUser({ profile: {}, expires_at: NOW + 1 }, NOW)).toBe(true);
    expect(isValidStoredUser({ profile: {}, expires_at: NOW }, NOW)).toBe(false);
    expect(isValidStoredUser({ expires_at: NOW + 10 }, NOW)).toBe(false);
    expect(isValidStoredUser({ profile: {} }, NOW)).toBe(false);
    expect(isValidStoredUser(null, NOW)).toBe(false);
  });

  it('reads only a valid user; bad JSON or none is no user', () => {
    const user = { profile: { sub: 'u1' }, expires_at: NOW + 60, access_token: 'a' };
    expect(readStoredUser(storageWith(JSON.stringify(user)), AUTHORITY, 'shs-header', NOW)).toEqual(
      user,
    );
    const expired = JSON.stringify({ ...user, expires_at: NOW - 1 });
    expect(readStoredUser(storageWith(expired), AUTHORITY, 'shs-header', NOW)).toBeUndefined();
    expect(readStoredUser(storageWith('{'), AUTHORITY, 'shs-header', NOW)).toBeUndefined();
    expect(readStoredUser(storageWith(null), AUTHORITY, 'shs-header', NOW)).toBeUndefined();
  });
});
