// The host page's own links (data-menu-items) at the top of the mobile menu: a page with its own
// navigation (the account centre) puts it here instead of showing a second menu button.
import type { NavItem } from '../attributes';
import { linksToPage, NavItemLink } from './nav-item-link';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { headerText } from '../text';

/** Props of <HostMenuItems>. */
export interface HostMenuItemsProps {
  items: NavItem[];
  /** The page's URL: the item linking to it (or to a section above it) is marked current. */
  pageHref: string;
}

export function HostMenuItems({ items, pageHref }: HostMenuItemsProps) {
  const t = useText(headerText);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('nav.thisSite')}>
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
