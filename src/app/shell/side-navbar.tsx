// The side navbar (spec 2.1, 2.2): sub-navigation with icons, My Smart Home, Communications and
// Logout. Below 1025 px it folds behind a menu button.
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Icon } from '../../components/icon/icon';
import type { NavItem } from '../routing/nav-items';
import { pageTitles } from '../../lib/routing/page-titles';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';

/** Props of {@link SideNavbar}. */
export interface SideNavbarProps {
  items: readonly NavItem[];
  onLogout: () => void;
  /** How many things need action per navbar path (nav-attention.tsx); none shown for 0. */
  counts?: Partial<Record<string, number>>;
}

/**
 * The count as words, the entry's description ("Billing", then "3 need your attention"): the
 * link keeps its plain name, so it is found and spoken the same with or without a count.
 */
function NavCountText({ id, count }: { id: string; count: number }) {
  const t = useText(appText);
  if (count <= 0) return null;
  return (
    <span id={id} className="shs-visually-hidden">
      {t('nav.attention', { count })}
    </span>
  );
}

/** A DOM id for an entry's count description, from its path ("/billing" -> "nav-count-billing"). */
const countId = (to: string) => `nav-count${to.replace(/[^a-z0-9]+/gi, '-')}`;

/** The count as a badge, for the eye; the description says it to a screen reader. */
function NavCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="side-nav__count" aria-hidden="true">
      {count}
    </span>
  );
}

export function SideNavbar({ items, onLogout, counts = {} }: SideNavbarProps) {
  const pageTitle = useText(pageTitles);
  const t = useText(appText);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  // A link followed on a phone closes the menu; the new page is what the user asked for.
  useEffect(() => setOpen(false), [pathname]);
  return (
    <nav className="side-nav" aria-label={t('nav.label')}>
      <button
        type="button"
        className="side-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="menu" size={24} className="nav-icon" />
        <span>{t('nav.menu')}</span>
      </button>
      <ul id={listId} className={open ? 'side-nav__list side-nav__list--open' : 'side-nav__list'}>
        {items.map((item) => (
          <li key={item.to} className={item.subNav ? undefined : 'side-nav__item--secondary'}>
            <NavLink
              to={item.to}
              className="side-nav__link"
              aria-describedby={(counts[item.to] ?? 0) > 0 ? countId(item.to) : undefined}
            >
              {({ isActive }) => (
                <>
                  {/* The current page's item shows its active icon (spec 3 activeIconName). */}
                  <Icon
                    name={item.icon}
                    size={24}
                    className={isActive ? 'nav-icon nav-icon--active' : 'nav-icon'}
                  />
                  <span>{pageTitle(item.display)}</span>
                  <NavCount count={counts[item.to] ?? 0} />
                </>
              )}
            </NavLink>
            {/* Beside the link, not in it: described by, never part of, its name. */}
            <NavCountText id={countId(item.to)} count={counts[item.to] ?? 0} />
          </li>
        ))}
        <li className="side-nav__item--logout">
          <button type="button" className="side-nav__link" onClick={onLogout}>
            <Icon name="logout" size={24} className="nav-icon" />
            <span>{t('nav.logout')}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
