// The header's own sign-in (spec 9.2): oidc-client-ts, authorization code flow with PKCE S256,
// scope 'openid' by default, users in localStorage. Loaded on demand: first paint never needs it.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** What the header passes to its sign-in. */
export interface SignInSettings {
  authority: string;
  clientId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  scope: string;
}

/** State carried through the provider so the callback page can return the visitor. */
interface ReturnState {
  returnTo: string;
}

function manager(s: SignInSettings): UserManager {
  return new UserManager({
    authority: s.authority,
    client_id: s.clientId,
    redirect_uri: s.redirectUri,
    post_logout_redirect_uri: s.postLogoutRedirectUri,
    scope: s.scope,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    revokeTokensOnSignout: true,
    // RFC 7009 revocation answers 200 with an empty body, which providers send as text/plain.
    revokeTokenAdditionalContentTypes: ['text/plain'],
    staleStateAgeInSeconds: 900,
  });
}

/** Sends the visitor to the provider; they come back to `returnTo` after the callback. */
export async function signIn(s: SignInSettings, returnTo: string): Promise<void> {
  await manager(s).signinRedirect({ state: { returnTo } satisfies ReturnState });
}

/** The OAuth error of a sign-in the visitor cancelled ("Cancel and go back" on the login page). */
const CANCELLED = 'access_denied';

/**
 * Finishes a sign-in on the redirect page; resolves to where the visitor should go next: the page
 * they started from, signed in, or for a sign-in they cancelled, the same page still signed out.
 */
export async function completeSignIn(s: SignInSettings, url: string): Promise<string> {
  let state: Partial<ReturnState> | undefined;
  try {
    state = (await manager(s).signinRedirectCallback(url)).state as
      Partial<ReturnState> | undefined;
  } catch (error) {
    // oidc-client-ts checked the state and hands back ours on its ErrorResponse.
    const response = error as { error?: unknown; state?: unknown };
    if (response.error !== CANCELLED) throw error;
    state = response.state as Partial<ReturnState> | undefined;
  }
  // Only ever return to a page of this origin: the state travels through the URL.
  const back = state?.returnTo ? new URL(state.returnTo, url) : undefined;
  return back && back.origin === new URL(url).origin ? back.href : s.postLogoutRedirectUri;
}

/** Revokes the tokens, removes the user and sends the visitor through the provider's end-session. */
export async function signOut(s: SignInSettings): Promise<void> {
  const users = manager(s);
  try {
    await users.signoutRedirect();
  } catch (error) {
    // Whatever failed at the provider, this page must not keep showing a signed-in user.
    await users.removeUser();
    throw error;
  }
}
