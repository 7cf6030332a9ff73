// The host page's own links (data-menu-items) at the top of the mobile menu: a page with its own
// navigation (the account centre) puts it here instead of showing a second menu button.
import type { NavItem } from '../attributes';
import { useHeader } from './context';
import { linksToPage, NavItemLink } from './nav-item-link';

/** Props of <HostMenuItems>. */
export interface HostMenuItemsProps {
  items: NavItem[];
  /** The page's URL: the item linking to it (or to a section above it) is marked current. */
  pageHref: string;
}

export function HostMenuItems({ items, pageHref }: HostMenuItemsProps) {
  const { words } = useHeader();
  if (items.length === 0) return null;
  return (
    <nav aria-label={words.thisSite}>
      <ul className="drawer-list drawer-list--host">
        {items.map((item) => (
          <li key={item.display}>
            <NavItemLink
              item={item}
              className="drawer-link"
              current={linksToPage(item, pageHref, true)}
              iconSize={24}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
