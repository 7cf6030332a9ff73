// Desktop top nav (spec 2.3): Explore, Shop (category dropdown), Smart Services (offer dropdown), Support.
import type { KeyboardEvent, RefObject } from 'react';
import { useHeader } from './context';
import { HeaderIcon } from './icons';
import { MainEntries } from './main-entries';

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
export function TopNav(props: TopNavProps) {
  const { open, onToggle, onTriggerKey } = props;
  const { words } = useHeader();
  const menuButton = (menu: TopMenu, text: string, ref: RefObject<HTMLButtonElement | null>) => (
    <button
      ref={ref}
      type="button"
      className="top-link"
      part="nav-link"
      aria-expanded={open === menu}
      aria-controls={`shs-panel-${menu}`}
      onClick={() => onToggle(menu)}
      onKeyDown={(event) => onTriggerKey?.(event, menu)}
    >
      {text} <HeaderIcon name="chevron" size={16} />
    </button>
  );
  return (
    <nav className="top-nav" aria-label={words.mainNav}>
      <ul>
        <MainEntries
          linkClass="top-link"
          linkPart="nav-link"
          shop={props.hasShopMenu ? menuButton('shop', words.shop, props.shopButton) : undefined}
          offers={
            props.hasOffersMenu
              ? menuButton('offers', words.smartServices, props.offersButton)
              : undefined
          }
        />
      </ul>
    </nav>
  );
}
