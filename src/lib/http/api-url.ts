// The one place a call's address is built from config.json's api base URLs (spec 5), so every
// area's api.ts names only its path.
import { getRuntimeConfig, type ApiConfig } from '../shared/config';

/** Which back end a call goes to. */
export type ApiBase = 'accountCentre' | 'platform' | 'commerce';

/** The configured base URL, or undefined when config.json leaves an optional one out. */
export function configuredApiBase(base: ApiBase): string | undefined {
  return (getRuntimeConfig()?.api as Partial<ApiConfig> | undefined)?.[base] || undefined;
}

/** `path` on the named back end; throws when config.json has no base URL for it. */
export function apiUrl(base: ApiBase, path: string): string {
  const url = configuredApiBase(base);
  if (!url) throw new Error(`config.json has no api.${base} base URL.`);
  return `${url}${path}`;
}
