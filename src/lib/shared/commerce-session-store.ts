// Commerce sessions kept per session key (the service number), in localStorage so a visitor's
// cart session survives page loads across storefront pages.
import type { CommerceSession } from './commerce-session';

const PREFIX = 'shs-commerce-session:';

/** Reads and writes sessions by session key. */
export interface SessionStore {
  get(key: string): Partial<CommerceSession> | undefined;
  set(key: string, session: CommerceSession): void;
}

/** A session store on top of a Web Storage object. */
export function webSessionStore(storage: Storage): SessionStore {
  return {
    get(key) {
      try {
        return (JSON.parse(storage.getItem(PREFIX + key) ?? 'null') ?? undefined) as
          Partial<CommerceSession> | undefined;
      } catch {
        return undefined;
      }
    },
    set(key, session) {
      storage.setItem(
        PREFIX + key,
        JSON.stringify({
          id: session.id,
          expiration: session.expiration,
          cartItemsCount: session.cartItemsCount,
        }),
      );
    },
  };
}
