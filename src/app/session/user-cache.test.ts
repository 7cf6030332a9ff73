import { beforeEach, describe, expect, it } from 'vitest';
import { buildStoredUser } from '../../stores/user-store';
import { clearUserCache, readUserCache, USER_CACHE_MAX_AGE_MS, writeUserCache } from './user-cache';

const user = buildStoredUser(
  { id: '65a1b2c3d4e5f60718293a4b', firstName: 'Alex', services: [{ serviceName: 'S-1' }] },
  {},
  true,
);
const NOW = 1_800_000_000_000;

beforeEach(() => sessionStorage.clear());

describe('user cache (stale-while-revalidate on reload)', () => {
  it('gives back the same stored user, dates included, for the same subject', () => {
    writeUserCache(sessionStorage, 'u1', user, NOW);
    expect(readUserCache(sessionStorage, 'u1', NOW + 1000)).toEqual(user);
  });

  it('is not used for another subject, or once older than the max age', () => {
    writeUserCache(sessionStorage, 'u1', user, NOW);
    expect(readUserCache(sessionStorage, 'u2', NOW)).toBeNull();
    expect(readUserCache(sessionStorage, 'u1', NOW + USER_CACHE_MAX_AGE_MS)).not.toBeNull();
    expect(readUserCache(sessionStorage, 'u1', NOW + USER_CACHE_MAX_AGE_MS + 1)).toBeNull();
  });

  it('keeps its age when this tab changes the user, and writes nothing without an answer', () => {
    writeUserCache(sessionStorage, 'u1', { ...user, email: 'new@example.com' });
    expect(readUserCache(sessionStorage, 'u1', NOW)).toBeNull();
    writeUserCache(sessionStorage, 'u1', user, NOW);
    writeUserCache(sessionStorage, 'u1', { ...user, email: 'new@example.com' });
    expect(readUserCache(sessionStorage, 'u1', NOW + USER_CACHE_MAX_AGE_MS)?.email).toBe(
      'new@example.com',
    );
  });

  it('is forgotten on sign-out and ignores broken entries', () => {
    writeUserCache(sessionStorage, 'u1', user, NOW);
    clearUserCache(sessionStorage);
    expect(readUserCache(sessionStorage, 'u1', NOW)).toBeNull();
    sessionStorage.setItem('shs.userCache', '{');
    expect(readUserCache(sessionStorage, 'u1', NOW)).toBeNull();
  });
});
