// A host-given nav item (spec 3 "Nav item": data-sub-nav, data-menu-items) as a header link,
// marked as the current page when it links to the page's path.
import { navIconName } from '../../src/components/icon/nav-icon-name';
import type { NavItem } from '../attributes';
import { HeaderLink } from './header-link';
import { NavIcon } from './nav-icon';

/**
 * Whether `item` links to the page at `pageHref`: the same path, or with `section` also a path
 * below it (a host menu item stays current on its sub pages).
 */
export function linksToPage(item: NavItem, pageHref: string, section = false): boolean {
  const target = item.href ?? item.to;
  if (!target) return false;
  try {
    const path = new URL(target, pageHref).pathname;
    const page = new URL(pageHref).pathname;
    return page === path || (section && page.startsWith(path.endsWith('/') ? path : `${path}/`));
  } catch {
    return false;
  }
}

/** Props of <NavItemLink>. */
export interface NavItemLinkProps {
  item: NavItem;
  className: string;
  /** Shadow part of the link (README "Theming"). */
  part?: string;
  current: boolean;
  /** Size of the item's icon (spec 3 iconName / activeIconName), when it has one. */
  iconSize?: number;
}

export function NavItemLink({ item, className, part, current, iconSize = 18 }: NavItemLinkProps) {
  return (
    <HeaderLink
      className={className}
      part={part}
      aria-current={current ? 'page' : undefined}
      link={{
        href: item.href ?? item.to ?? '#',
        ...(item.route ? { route: item.route, params: item.params ?? {} } : {}),
      }}
    >
      {/* The current item shows its active icon (spec 3 activeIconName). */}
      <NavIcon name={navIconName(item, current)} size={iconSize} />
      <span>{item.display}</span>
    </HeaderLink>
  );
}
