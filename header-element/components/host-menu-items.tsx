// The host page's own links (data-menu-items) at the top of the mobile menu: a page with its own
// navigation (the account centre) puts it here instead of showing a second menu button.
import type { NavItem } from '../attributes';
import { HeaderLink } from './header-link';

/** Props of <HostMenuItems>. */
export interface HostMenuItemsProps {
  items: NavItem[];
  /** The page's URL: the item linking to it is marked current. */
  pageHref: string;
}

function isCurrent(item: NavItem, pageHref: string): boolean {
  const target = item.href ?? item.to;
  if (!target) return false;
  try {
    const path = new URL(target, pageHref).pathname;
    const page = new URL(pageHref).pathname;
    return page === path || page.startsWith(path.endsWith('/') ? path : `${path}/`);
  } catch {
    return false;
  }
}

export function HostMenuItems({ items, pageHref }: HostMenuItemsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="This site">
      <ul className="drawer-list drawer-list--host">
        {items.map((item) => (
          <li key={item.display}>
            <HeaderLink
              className="drawer-link"
              aria-current={isCurrent(item, pageHref) ? 'page' : undefined}
              link={{
                href: item.href ?? item.to ?? '#',
                ...(item.route ? { route: item.route, params: item.params ?? {} } : {}),
              }}
            >
              {item.display}
            </HeaderLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
