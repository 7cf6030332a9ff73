// Where the user goes after the sign-in callback (spec 2.1 /auth/callback): the path saved
// before login, else the remembered referrer path, else /.
const RETURN_PATH_KEY = 'shs.returnPath';
const REFERRER_PATH_KEY = 'shs.referrerPath';

/** Only same-origin absolute paths are followed, never `//host` or `https://...` (open redirect). */
export function isSafeInAppPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The callback's destination, in the spec's order. */
export function resolveReturnPath(saved: string | null, referrer: string | null): string {
  if (isSafeInAppPath(saved)) return saved;
  if (isSafeInAppPath(referrer)) return referrer;
  return '/';
}

/** Paths that must never be returned to after sign-in. */
function isAuthPath(path: string): boolean {
  return path.startsWith('/auth/') || path.startsWith('/oidc');
}

/** Saves the path to come back to before redirecting to the login page. */
export function saveReturnPath(path: string, storage: Storage = sessionStorage): void {
  if (isSafeInAppPath(path) && !isAuthPath(path)) storage.setItem(RETURN_PATH_KEY, path);
}

/**
 * Remembers the in-app page the visitor came from (same-origin document.referrer), used when
 * no return path was saved.
 */
export function rememberReferrer(
  referrer: string,
  origin: string,
  storage: Storage = sessionStorage,
): void {
  if (!referrer) return;
  try {
    const url = new URL(referrer);
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin === origin && !isAuthPath(url.pathname))
      storage.setItem(REFERRER_PATH_KEY, path);
  } catch {
    // Not a URL: nothing to remember.
  }
}

/** Reads and forgets the saved paths, returning where to go now. */
export function takeReturnPath(storage: Storage = sessionStorage): string {
  const path = resolveReturnPath(
    storage.getItem(RETURN_PATH_KEY),
    storage.getItem(REFERRER_PATH_KEY),
  );
  storage.removeItem(RETURN_PATH_KEY);
  storage.removeItem(REFERRER_PATH_KEY);
  return path;
}

const CAME_FROM_KEY = 'shs.cameFrom';

/**
 * Remembers the page outside the account centre the visitor came from (a storefront page, the
 * support site...), so "Cancel and go back" on the sign-in page can return there. Only http(s)
 * pages that are not this app's own routes or the sign-in provider count.
 */
export function rememberCameFrom(
  referrer: string,
  origin: string,
  isAppPath: (path: string) => boolean,
  storage: Storage = sessionStorage,
): void {
  if (!referrer) return;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return;
    if (url.origin === origin && (isAppPath(url.pathname) || isAuthPath(url.pathname))) return;
    storage.setItem(CAME_FROM_KEY, url.href);
  } catch {
    // Not a URL: nothing to remember.
  }
}

/** Where "Cancel and go back" returns: the remembered page, else `fallback`. */
export function cancelDestination(fallback: string, storage: Storage = sessionStorage): string {
  const saved = storage.getItem(CAME_FROM_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return saved && /^https?:\/\//.test(saved) ? saved : fallback;
}
