// Commerce sessions kept per session key (the service number), in localStorage so a visitor's
// cart session survives page loads across storefront pages.
import type { CommerceSession } from './commerce-session';

const PREFIX = 'shs-commerce-session:';

/** A stored session, and whether it was created signed in (a customer's, not a guest's). */
export type StoredSession = Partial<CommerceSession> & { signedIn?: boolean };

/** Reads and writes sessions by session key. */
export interface SessionStore {
  get(key: string): StoredSession | undefined;
  set(key: string, session: CommerceSession, signedIn?: boolean): void;
}

/** A session store on top of a Web Storage object. */
export function webSessionStore(storage: Storage): SessionStore {
  return {
    get(key) {
      try {
        return (JSON.parse(storage.getItem(PREFIX + key) ?? 'null') ?? undefined) as
          StoredSession | undefined;
      } catch {
        return undefined;
      }
    },
    set(key, session, signedIn = false) {
      storage.setItem(
        PREFIX + key,
        JSON.stringify({
          id: session.id,
          expiration: session.expiration,
          cartItemsCount: session.cartItemsCount,
          ...(signedIn && { signedIn }),
        }),
      );
    },
  };
}
