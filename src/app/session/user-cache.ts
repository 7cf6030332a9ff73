// The last stored user of this tab, kept in sessionStorage so a reload can show the dashboard at
// once and refresh user info and MFA status behind it (stale-while-revalidate). Per tab, per
// signed-in subject, a few minutes old at most, and forgotten on sign-out.
import type { StoredUser } from '../../stores/user-store';

const KEY = 'shs.userCache';

/** How long a cached answer may stand in for user info on a reload. */
export const USER_CACHE_MAX_AGE_MS = 10 * 60 * 1000;

interface CacheEntry {
  sub: string;
  /** When the server last answered (ms since the epoch). */
  at: number;
  user: Omit<StoredUser, 'createdDate'> & { createdDate: string | null };
}

function read(storage: Storage): CacheEntry | null {
  try {
    const entry = JSON.parse(storage.getItem(KEY) ?? 'null') as CacheEntry | null;
    return entry && typeof entry.sub === 'string' && typeof entry.at === 'number' ? entry : null;
  } catch {
    return null;
  }
}

/** The cached stored user of `sub` if the server answered less than the max age ago. */
export function readUserCache(storage: Storage, sub: string, now = Date.now()): StoredUser | null {
  const entry = read(storage);
  if (!entry || !sub || entry.sub !== sub || now - entry.at > USER_CACHE_MAX_AGE_MS) return null;
  if (now < entry.at) return null;
  const { createdDate, ...user } = entry.user;
  return { ...user, createdDate: createdDate ? new Date(createdDate) : null };
}

/**
 * Keeps `user` for `sub`. `answeredAt` is when the server answered; without it (a change made in
 * this tab, such as a new email) the entry keeps its age.
 */
export function writeUserCache(
  storage: Storage,
  sub: string,
  user: StoredUser,
  answeredAt?: number,
): void {
  const at = answeredAt ?? (read(storage)?.sub === sub ? read(storage)?.at : undefined);
  if (!sub || at === undefined) return;
  const entry: CacheEntry = {
    sub,
    at,
    user: { ...user, createdDate: user.createdDate ? user.createdDate.toISOString() : null },
  };
  try {
    storage.setItem(KEY, JSON.stringify(entry));
  } catch {
    // Storage full or blocked: the next reload simply waits for the server.
  }
}

/** Forgets the cached user (sign-out, session end). */
export function clearUserCache(storage: Storage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
