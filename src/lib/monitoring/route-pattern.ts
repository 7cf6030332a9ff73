// Reports are grouped per route PATTERN (/orders/:orderId), never per URL: the URL carries ids
// (orders, appointments, invoices) that would split one slow page into thousands of rows and
// could identify a customer.

/** A matched route as react-router reports it (only its path matters here). */
export interface MatchedRoute {
  route: { path?: string };
}

/** The pattern of the deepest match, joined from every matched route's path. */
export function routePattern(matches: readonly MatchedRoute[], fallbackPath: string): string {
  const parts = matches
    .map((match) => match.route.path ?? '')
    .filter((path) => path && path !== '/')
    .map((path) => path.replace(/^\/+|\/+$/g, ''));
  if (!parts.length) return matches.length ? '/' : patternFromPath(fallbackPath);
  return `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
}

/**
 * The pattern of a bare path (no router: the header on a partner page, a page outside the
 * route table): segments that look like ids become `:id`.
 */
export function patternFromPath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean
    .split('/')
    .map((segment) =>
      /^\d+$/.test(segment) ||
      /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(segment) ||
      (/\d/.test(segment) && segment.length >= 8)
        ? ':id'
        : segment,
    )
    .join('/');
}
