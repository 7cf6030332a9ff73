// The signed-in user oidc-client-ts keeps in localStorage (spec 9.2), read the same way by the
// account centre and <shs-header>: the header decides Log In vs Log Out from it at first paint,
// without loading the sign-in library.

/** Prefix of the key oidc-client-ts keeps a user under (its store prefix is 'oidc.'). */
export const USER_KEY_PREFIX = 'oidc.user:';

/** The parts of oidc-client-ts's stored user the front ends look at. */
export interface StoredSignIn {
  id_token?: string;
  access_token?: string;
  expires_at?: number;
  profile?: { sub?: string; email?: string; name?: string };
}

/** localStorage key of a client's user: `oidc.user:<authority>:<clientId>`. */
export function userStorageKey(authority: string, clientId: string): string {
  return `${USER_KEY_PREFIX}${authority}:${clientId}`;
}

/** Spec 4.2 sign-in check: valid only with a profile and an expiry that has not passed. */
export function isValidStoredUser(
  user: { profile?: unknown; expires_at?: number } | null | undefined,
  nowSeconds: number = Date.now() / 1000,
): boolean {
  return (
    !!user && !!user.profile && typeof user.expires_at === 'number' && user.expires_at > nowSeconds
  );
}

/** The stored user of a client as it is (expired or not), or undefined. */
export function readStoredSignIn(
  storage: Pick<Storage, 'getItem'>,
  authority: string,
  clientId: string,
): StoredSignIn | undefined {
  try {
    const user = JSON.parse(
      storage.getItem(userStorageKey(authority, clientId)) ?? 'null',
    ) as StoredSignIn | null;
    return user && typeof user === 'object' ? user : undefined;
  } catch {
    return undefined;
  }
}

/** The stored user of a client if it passes the sign-in check, else undefined. */
export function readStoredUser(
  storage: Pick<Storage, 'getItem'>,
  authority: string,
  clientId: string,
  nowSeconds: number = Date.now() / 1000,
): StoredSignIn | undefined {
  const user = readStoredSignIn(storage, authority, clientId);
  return isValidStoredUser(user, nowSeconds) ? user : undefined;
}
