// Reads the header's signed-in user straight from oidc-client-ts's localStorage entry, so first
// paint knows Log In vs Log Out without loading the sign-in library.

/** The parts of oidc-client-ts's stored user the header looks at. */
export interface StoredUser {
  id_token?: string;
  access_token?: string;
  expires_at?: number;
  profile?: { sub?: string; email?: string; name?: string };
}

/** localStorage key oidc-client-ts uses for a client's user (its store prefix is 'oidc.'). */
export function userStorageKey(authority: string, clientId: string): string {
  return `oidc.user:${authority}:${clientId}`;
}

/** The stored user if it has a profile and an unexpired expiry (spec 4.2 sign-in check), else undefined. */
export function readStoredUser(
  storage: Pick<Storage, 'getItem'>,
  authority: string,
  clientId: string,
  nowSeconds: number = Date.now() / 1000,
): StoredUser | undefined {
  let user: StoredUser;
  try {
    user = JSON.parse(storage.getItem(userStorageKey(authority, clientId)) ?? 'null') as StoredUser;
  } catch {
    return undefined;
  }
  if (!user?.profile || typeof user.expires_at !== 'number' || user.expires_at <= nowSeconds)
    return undefined;
  return user;
}
