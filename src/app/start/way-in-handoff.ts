// What the head script (way-in.ts) hands the light sign-in starter (sign-in-start.ts) when it
// sends a signed-out visit there: the page asked for and the page the visit came from. They
// travel in the starter URL's fragment, which is never sent to a server or in a Referer header.

/** The starter page: a second, small entry of the build (sign-in-start.html). */
export const SIGN_IN_START_PATH = '/sign-in-start.html';

/**
 * Set by the starter when it cannot start the sign-in (config.json unreachable, sso invalid, the
 * provider's metadata failing): it goes back to the page asked for, and the head script then lets
 * the app load once, which shows its own error page instead of sending the visit round again.
 */
export const WAY_IN_FALLBACK_KEY = 'shs.wayIn.fallback';

/** The visit being handed over. */
export interface WayInHandoff {
  /** Path, query and fragment of the page asked for: where the customer lands after sign-in. */
  returnPath: string;
  /** document.referrer of that page (the app remembers it for the return and "go back"). */
  referrer: string;
}

/** The starter's URL for a visit. */
export function signInStartUrl(handoff: WayInHandoff): string {
  const fragment = new URLSearchParams({ return: handoff.returnPath, referrer: handoff.referrer });
  return `${SIGN_IN_START_PATH}#${fragment.toString()}`;
}

/** The visit handed over in the starter's fragment; `/` when there is none. */
export function readHandoff(hash: string): WayInHandoff {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { returnPath: params.get('return') || '/', referrer: params.get('referrer') ?? '' };
}
