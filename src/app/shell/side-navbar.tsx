// The side navbar (spec 2.1, 2.2): sub-navigation with icons, My Smart Home, Communications and
// Logout. Below 1025 px it folds behind a menu button.
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { APP_MESSAGES } from '../messages';
import { Icon } from '../../components/icon/icon';
import type { NavItem } from '../routing/nav-items';

/** Props of {@link SideNavbar}. */
export interface SideNavbarProps {
  items: readonly NavItem[];
  onLogout: () => void;
}

export function SideNavbar({ items, onLogout }: SideNavbarProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  // A link followed on a phone closes the menu; the new page is what the user asked for.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <nav className="side-nav" aria-label="Account">
      <button
        type="button"
        className="side-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="menu" size={24} className="nav-icon" />
        <span>Account menu</span>
      </button>
      <ul id={listId} className={open ? 'side-nav__list side-nav__list--open' : 'side-nav__list'}>
        {items.map((item) => (
          <li key={item.to} className={item.subNav ? undefined : 'side-nav__item--secondary'}>
            <NavLink to={item.to} className="side-nav__link">
              <Icon name={item.icon} size={24} className="nav-icon" />
              <span>{item.display}</span>
            </NavLink>
          </li>
        ))}
        <li className="side-nav__item--logout">
          <button type="button" className="side-nav__link" onClick={onLogout}>
            <Icon name="logout" size={24} className="nav-icon" />
            <span>{APP_MESSAGES.navLogout}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
