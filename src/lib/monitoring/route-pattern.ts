// Reports are grouped per route PATTERN (/orders/:orderId), never per URL: the URL carries ids
// (orders, appointments, invoices) that would split one slow page into thousands of rows and
// could identify a customer.

/** A matched route as react-router reports it (only its path matters here). */
export interface MatchedRoute {
  route: { path?: string };
}

/**
 * The pattern of the deepest match: relative paths are joined to their parent's, an absolute child
 * path (the route table writes `/billing/payment` under `/billing`) stands for itself.
 */
export function routePattern(matches: readonly MatchedRoute[], fallbackPath: string): string {
  if (!matches.length) return patternFromPath(fallbackPath);
  let pattern = '';
  for (const { route } of matches) {
    const path = route.path;
    if (!path) continue;
    pattern = path.startsWith('/') ? path : `${pattern}/${path}`;
  }
  return pattern.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1') || '/';
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
