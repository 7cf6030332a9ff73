// Meta data every route of the table carries in react-router's `handle`.
import type { PageTitle } from './page-titles';

/** Names of the navbar icons (drawn by the app's navbar). */
export type NavIconName =
  | 'dashboard'
  | 'billing'
  | 'documents'
  | 'purchase-history'
  | 'appointments'
  | 'profile'
  | 'referral'
  | 'smart-home'
  | 'communications'
  | 'logout'
  | 'menu';

/** Display name and icon of a navbar entry. */
export interface NavMeta {
  /** The entry's words: a key of the page titles (page-titles.ts). */
  display: PageTitle;
  icon: NavIconName;
}

/** Route meta (spec 2.1: route names, requiresAuth, sub-navigation metadata). */
export interface RouteHandle {
  name: string;
  requiresAuth: boolean;
  /** Breadcrumb label, a key of the page titles (page-titles.ts); also the document title. */
  crumb?: PageTitle;
  /**
   * The spec gives the page a breadcrumb of its own (spec 2.1: /dashboard, "breadcrumb
   * Dashboard"): the trail shows even with this one crumb.
   */
  ownCrumb?: boolean;
  /** Sub-navigation entry (Dashboard, Billing, ... Refer a Friend). */
  subNav?: NavMeta;
  /** Navbar entry outside the sub-navigation (My Smart Home, Communications). */
  nav?: NavMeta;
  /**
   * The page's content depends on the selected service, so the shell shows the service selector
   * on it (and on its child routes). Account-wide pages (email, password, 2FA) leave it out.
   */
  serviceScoped?: boolean;
}

/** True when the page or one of the routes around it shows per-service content. */
export function isServiceScoped(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => routeHandle(match)?.serviceScoped === true);
}

/** The handle of a match, if it is one of ours. */
export function routeHandle(match: { handle?: unknown } | undefined): RouteHandle | undefined {
  const handle = match?.handle as Partial<RouteHandle> | undefined;
  return handle && typeof handle.name === 'string' ? (handle as RouteHandle) : undefined;
}
