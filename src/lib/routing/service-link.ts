// Links that open a page with a given service selected: `/billing/payment?service=S-100200301`.
// The dashboard's "Needs your attention" uses them so each item lands on the page that resolves
// it for the right service; the shell (app/use-service-from-link.ts) selects the service and
// drops the parameter.

/** The query parameter that names the service to select. */
export const SERVICE_PARAM = 'service';

/** `path` with the service to select added to its query. */
export function withService(path: string, serviceName: string): string {
  const [pathname = '', query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(SERVICE_PARAM, serviceName);
  return `${pathname}?${params.toString()}`;
}

/** The service a location's query asks to select, or null. */
export function serviceFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(SERVICE_PARAM)?.trim();
  return value ? value : null;
}

/** The query without the service parameter ('' or '?...'). */
export function searchWithoutService(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SERVICE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
