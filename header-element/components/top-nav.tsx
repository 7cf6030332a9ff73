// Desktop top nav (spec 2.3): Explore, Shop (category dropdown), Smart Services (offer dropdown), Support.
import type { KeyboardEvent, RefObject } from 'react';
import { headerLinks } from '../rules/links';
import { useHeader } from './context';
import { HeaderLink } from './header-link';
import { Icon } from './icons';

/** Which top-nav dropdown is open. */
export type TopMenu = 'shop' | 'offers';

/** Props of <TopNav>. */
export interface TopNavProps {
  hasShopMenu: boolean;
  hasOffersMenu: boolean;
  open: TopMenu | null;
  onToggle(menu: TopMenu): void;
  /** Keys on a menu button (Tab from an open menu's button goes into its panel). */
  onTriggerKey?(event: KeyboardEvent<HTMLButtonElement>, menu: TopMenu): void;
  shopButton: RefObject<HTMLButtonElement | null>;
  offersButton: RefObject<HTMLButtonElement | null>;
}

/** The four top-nav entries; Shop and Smart Services become menu buttons when they have items. */
export function TopNav({
  hasShopMenu,
  hasOffersMenu,
  open,
  onToggle,
  onTriggerKey,
  shopButton,
  offersButton,
}: TopNavProps) {
  const { links } = useHeader();
  const l = headerLinks(links);
  return (
    <nav className="top-nav" aria-label="Main">
      <ul>
        <li>
          <HeaderLink className="top-link" link={l.explore}>
            Explore
          </HeaderLink>
        </li>
        <li>
          {hasShopMenu ? (
            <button
              ref={shopButton}
              type="button"
              className="top-link"
              aria-expanded={open === 'shop'}
              aria-controls="shs-panel-shop"
              onClick={() => onToggle('shop')}
              onKeyDown={(event) => onTriggerKey?.(event, 'shop')}
            >
              Shop <Icon name="chevron" size={16} />
            </button>
          ) : (
            <HeaderLink className="top-link" link={l.shop}>
              Shop
            </HeaderLink>
          )}
        </li>
        <li>
          {hasOffersMenu ? (
            <button
              ref={offersButton}
              type="button"
              className="top-link"
              aria-expanded={open === 'offers'}
              aria-controls="shs-panel-offers"
              onClick={() => onToggle('offers')}
              onKeyDown={(event) => onTriggerKey?.(event, 'offers')}
            >
              Smart Services <Icon name="chevron" size={16} />
            </button>
          ) : (
            <HeaderLink className="top-link" link={l.smartOffers}>
              Smart Services
            </HeaderLink>
          )}
        </li>
        <li>
          <HeaderLink className="top-link" link={l.support}>
            Support
          </HeaderLink>
        </li>
      </ul>
    </nav>
  );
}
