// The side navbar's entries, read from the route table (spec 2.1: "lists only routes that
// declare sub-navigation metadata"): the sub-navigation first, then the other navbar entries.
import type { RouteObject } from 'react-router-dom';
import type { NavIconName } from '../../lib/routing/route-handle';
import type { PageTitle } from '../../lib/routing/page-titles';
import type { RouteHandle } from '../../lib/routing/route-handle';

/** One navbar link. */
export interface NavItem {
  to: string;
  /** The entry's words: a key of the page titles. */
  display: PageTitle;
  icon: NavIconName;
  /** True for the spec's sub-navigation items, false for My Smart Home and Communications. */
  subNav: boolean;
}

/** Navbar entries in route-table order, sub-navigation before the rest. */
export function navItems(routes: readonly RouteObject[]): NavItem[] {
  const sub: NavItem[] = [];
  const other: NavItem[] = [];
  const visit = (list: readonly RouteObject[]) => {
    for (const route of list) {
      const handle = route.handle as RouteHandle | undefined;
      if (route.path && handle?.subNav)
        sub.push({ to: route.path, ...handle.subNav, subNav: true });
      else if (route.path && handle?.nav)
        other.push({ to: route.path, ...handle.nav, subNav: false });
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  return [...sub, ...other];
}
