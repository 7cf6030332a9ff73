// Desktop top nav (spec 2.3): Explore, Shop (category dropdown), Smart Services (offer dropdown), Support.
import type { KeyboardEvent, RefObject } from 'react';
import { HeaderIcon } from './icons';
import { MainEntries } from './main-entries';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { headerText } from '../text';

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
  const t = useText(headerText);
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
    <nav className="top-nav" aria-label={t('nav.main')}>
      <ul>
        <MainEntries
          linkClass="top-link"
          linkPart="nav-link"
          shop={props.hasShopMenu ? menuButton('shop', t('nav.shop'), props.shopButton) : undefined}
          offers={
            props.hasOffersMenu
              ? menuButton('offers', t('nav.smartServices'), props.offersButton)
              : undefined
          }
        />
      </ul>
    </nav>
  );
}
