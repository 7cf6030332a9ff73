// Mobile drawer (spec 4.5): the top nav as a list; Shop and Smart Services are accordion sections,
// one open at a time.
import { useState } from 'react';
import type { CatalogueCategory, SmartOffer } from '../rules/catalogue';
import { categoryLink, headerLinks, smartOfferLink } from '../rules/links';
import { useHeader } from './context';
import { HeaderLink } from './header-link';
import { HostMenuItems, type HostMenuItemsProps } from './host-menu-items';
import { Icon } from './icons';

/** Accordion sections of the drawer. */
type Section = 'shop' | 'offers';

/** Props of <MobileMenu>. */
export interface MobileMenuProps {
  open: boolean;
  categories: CatalogueCategory[];
  offers: SmartOffer[];
  /** The host page's own links (data-menu-items), listed first. */
  hostItems?: HostMenuItemsProps;
}

/** The drawer's content; its toggle button lives in the main bar. */
export function MobileMenu({ open, categories, offers, hostItems }: MobileMenuProps) {
  const { links } = useHeader();
  const [section, setSection] = useState<Section | null>(null);
  const l = headerLinks(links);
  const toggle = (s: Section) => setSection((current) => (current === s ? null : s));
  return (
    <div id="shs-mobile-menu" className="drawer" hidden={!open}>
      {hostItems ? <HostMenuItems {...hostItems} /> : null}
      <nav aria-label="Main">
        <ul className="drawer-list">
          <li>
            <HeaderLink className="drawer-link" link={l.explore}>
              Explore
            </HeaderLink>
          </li>
          <li>
            {categories.length > 0 ? (
              <>
                <button
                  type="button"
                  className="drawer-link"
                  aria-expanded={section === 'shop'}
                  aria-controls="shs-drawer-shop"
                  onClick={() => toggle('shop')}
                >
                  Shop <Icon name="chevron" size={18} />
                </button>
                <ul id="shs-drawer-shop" className="drawer-sub" hidden={section !== 'shop'}>
                  {categories.map((c) => (
                    <li key={c.code}>
                      <HeaderLink link={categoryLink(links, c.code)}>{c.name}</HeaderLink>
                    </li>
                  ))}
                  <li>
                    <HeaderLink link={l.shop}>Shop all</HeaderLink>
                  </li>
                </ul>
              </>
            ) : (
              <HeaderLink className="drawer-link" link={l.shop}>
                Shop
              </HeaderLink>
            )}
          </li>
          <li>
            {offers.length > 0 ? (
              <>
                <button
                  type="button"
                  className="drawer-link"
                  aria-expanded={section === 'offers'}
                  aria-controls="shs-drawer-offers"
                  onClick={() => toggle('offers')}
                >
                  Smart Services <Icon name="chevron" size={18} />
                </button>
                <ul id="shs-drawer-offers" className="drawer-sub" hidden={section !== 'offers'}>
                  {offers.map((o) => (
                    <li key={o.catalogId}>
                      <HeaderLink link={smartOfferLink(links, o.catalogId)}>{o.name}</HeaderLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <HeaderLink className="drawer-link" link={l.smartOffers}>
                Smart Services
              </HeaderLink>
            )}
          </li>
          <li>
            <HeaderLink className="drawer-link" link={l.support}>
              Support
            </HeaderLink>
          </li>
        </ul>
      </nav>
    </div>
  );
}
