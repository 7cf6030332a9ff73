// Building blocks of the features' route objects (each feature's routes.ts). A page is picked
// by a name the compiler checks against its module's exports, so a renamed page fails the
// typecheck instead of failing at run time; the module itself loads only when the route is
// visited (one chunk per area).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import type { PageTitle } from './page-titles';
import { withWords } from '../i18n/language';
import { loadWhenOnline } from '../browser/when-online';

/** Names of a module's exports that are React components. */
type ComponentExports<M> = {
  [K in keyof M]: M[K] extends ComponentType<never> ? K : never;
}[keyof M];

/** A lazily loaded page: `lazyPage(() => import('./pages'), 'BillingPage')`. */
export function lazyPage<M, K extends ComponentExports<M>>(
  load: () => Promise<M>,
  exportName: K,
): NonNullable<RouteObject['lazy']> {
  // Offline, the area's chunk loads once the browser is back online (when-online.ts). Its code
  // defines its catalogues; their words in the reader's language load before the page shows.
  return async () => {
    const module = await withWords(loadWhenOnline(load));
    return { Component: module[exportName] as ComponentType };
  };
}

/** Route meta of a page that needs a signed-in customer. */
export function authHandle(
  name: string,
  crumb?: PageTitle,
  extra: Omit<Partial<RouteHandle>, 'name' | 'requiresAuth' | 'crumb'> = {},
): RouteHandle {
  return { name, requiresAuth: true, ...(crumb ? { crumb } : {}), ...extra };
}

/** Route meta of a page anyone may see. */
export function openHandle(name: string, crumb?: PageTitle): RouteHandle {
  return { name, requiresAuth: false, ...(crumb ? { crumb } : {}) };
}

/** A route of the account centre: react-router's object with our handle required. */
export type AppRoute = RouteObject & { id: string; handle: RouteHandle; children?: AppRoute[] };
