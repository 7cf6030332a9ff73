// Mobile drawer (spec 4.5): the top nav as a list; Shop and Smart Services are accordion sections,
// one open at a time. Loaded and built on first open (menus.ts).
import { useState } from 'react';
import type { CatalogueCategory, SmartOffer } from '../rules/catalogue';
import { headerLinks, type HeaderLink as Link } from '../rules/links';
import { useHeader } from './context';
import { HeaderLink } from './header-link';
import { HostMenuItems, type HostMenuItemsProps } from './host-menu-items';
import { HeaderIcon } from './icons';
import { MainEntries } from './main-entries';
import css from './menus.css?inline';
import { categoryEntries, offerEntries, type MenuEntry } from './menu-entries';
import { useShadowSheet } from './shadow-sheet';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { headerText } from '../text';

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
  useShadowSheet(css);
  const { links } = useHeader();
  const t = useText(headerText);
  const [expanded, setExpanded] = useState<Section | null>(null);
  const l = headerLinks(links);
  /** An accordion section (or nothing when it has no entries: the plain link shows instead). */
  const section = (id: Section, text: string, entries: MenuEntry[], all?: Link) =>
    entries.length > 0 ? (
      <>
        <button
          type="button"
          className="drawer-link"
          aria-expanded={expanded === id}
          aria-controls={`shs-drawer-${id}`}
          onClick={() => setExpanded((current) => (current === id ? null : id))}
        >
          {text} <HeaderIcon name="chevron" size={18} />
        </button>
        <ul id={`shs-drawer-${id}`} className="drawer-sub" hidden={expanded !== id}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <HeaderLink link={entry.link}>{entry.name}</HeaderLink>
            </li>
          ))}
          {all && (
            <li>
              <HeaderLink link={all}>{t('nav.shopAll')}</HeaderLink>
            </li>
          )}
        </ul>
      </>
    ) : undefined;
  return (
    <div id="shs-mobile-menu" className="drawer" part="menu-panel" hidden={!open}>
      {hostItems ? <HostMenuItems {...hostItems} /> : null}
      <nav aria-label={t('nav.main')}>
        <ul className="drawer-list">
          <MainEntries
            linkClass="drawer-link"
            shop={section('shop', t('nav.shop'), categoryEntries(links, categories), l.shop)}
            offers={section('offers', t('nav.smartServices'), offerEntries(links, offers))}
          />
        </ul>
      </nav>
    </div>
  );
}
