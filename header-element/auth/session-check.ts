// Asks the provider whether the header's stored sign-in still stands (security review finding 9:
// a session ended on the server must not leave the header showing Log Out). Loaded on demand,
// after the page is idle, and only when a stored user exists.
import { isSafeUrl } from '../../src/lib/shared/safe-url';

/**
 * True when the provider rejects the stored access token (401 from its user-info endpoint):
 * revoked, expired or signed out elsewhere. Any other failure (offline, provider down) is not
 * proof that the session ended, so it resolves false.
 */
export async function sessionEnded(
  authority: string,
  accessToken: string,
  signal?: AbortSignal,
): Promise<boolean> {
  try {
    const discovery = await fetch(
      `${authority.replace(/\/+$/, '')}/.well-known/openid-configuration`,
      { signal },
    );
    if (!discovery.ok) return false;
    const endpoint = ((await discovery.json()) as { userinfo_endpoint?: unknown })
      .userinfo_endpoint;
    if (typeof endpoint !== 'string' || !isSafeUrl(endpoint)) return false;
    const answer = await fetch(endpoint, {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal,
    });
    return answer.status === 401;
  } catch {
    return false;
  }
}
