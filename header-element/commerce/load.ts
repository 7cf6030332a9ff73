// Spec 4.1 after a service change: reuse a valid stored session (fetching its commerce info once),
// otherwise create a new session and store its id and expiration.
import { serviceNumber } from '../../src/lib/shared/services';
import { SESSION_KEY_MISSING } from '../messages';
import { assertSession } from '../../src/lib/shared/commerce-session';
import {
  CommerceError,
  createSession,
  getCommerceInfo,
  type CommerceClient,
  type CommerceInfo,
} from './api';
import type { SessionStore } from '../../src/lib/shared/commerce-session-store';

const loaded = new Map<string, CommerceInfo>();

/** Forgets commerce info already loaded (tests, sign-out). */
export function clearLoadedCommerce(): void {
  loaded.clear();
}

/** Commerce info for the service: session per session key (the service number). */
export async function loadCommerce(
  client: CommerceClient,
  store: SessionStore,
  serviceName: string,
  signal?: AbortSignal,
): Promise<CommerceInfo> {
  const key = serviceNumber(serviceName);
  if (!key) throw new Error(SESSION_KEY_MISSING);
  const cacheKey = `${client.base}|${key}`;
  const cached = loaded.get(cacheKey);
  let info: CommerceInfo | undefined;
  const signedIn = Boolean(client.tokens);
  const stored = store.get(key);
  try {
    // A guest session keeps a guest cart: a signed-in customer starts their own session rather
    // than reuse one made before signing in (and a signed-out visitor does not reuse theirs).
    const session = assertSession(
      key,
      stored && Boolean(stored.signedIn) === signedIn ? stored : undefined,
    );
    if (cached && cached.id === session.id) return cached;
    info = await getCommerceInfo(client, session.id, signal);
  } catch (error) {
    // A strict-check failure or a session the service no longer knows: start a new one.
    if (error instanceof CommerceError && error.status !== 404) throw error;
    if (signal?.aborted) throw error;
  }
  if (!info) {
    const created = await createSession(client, key, signal);
    store.set(key, created, signedIn);
    info = await getCommerceInfo(client, created.id, signal);
  }
  store.set(key, info, signedIn);
  loaded.set(cacheKey, info);
  return info;
}
