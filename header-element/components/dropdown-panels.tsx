// The catalogue dropdown panels of the top nav and their entries (loaded on first open: menus.ts).
import type { KeyboardEventHandler } from 'react';
import type { CatalogueCategory, SmartOffer } from '../rules/catalogue';
import { headerLinks, type HeaderLink as Link } from '../rules/links';
import { useHeader } from './context';
import { HeaderLink } from './header-link';
import css from './menus.css?inline';
import { categoryEntries, offerEntries, type MenuEntry } from './menu-entries';
import { useShadowSheet } from './shadow-sheet';
import { useText } from '../../src/lib/shared/i18n/use-text';
import { headerText } from '../text';

/** Keys inside an open panel (Tab order between the panel and the nav: header.tsx). */
type PanelKeys = KeyboardEventHandler<HTMLDivElement> | undefined;

/** Props of <Panel>. */
interface PanelProps {
  id: 'shop' | 'offers';
  label: string;
  entries: MenuEntry[];
  /** The "all" link at the foot of the panel. */
  all: { link: Link; text: string };
  onKeyDown: PanelKeys;
}

/** A dropdown panel: a grid of titled entries (with their children), then the "all" link. */
function Panel({ id, label, entries, all, onKeyDown }: PanelProps) {
  useShadowSheet(css);
  return (
    <div
      id={`shs-panel-${id}`}
      className="panel"
      part="menu-panel"
      role="region"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <ul className="panel-grid">
        {entries.map((entry) => (
          <li key={entry.key}>
            <HeaderLink className="panel-title" link={entry.link}>
              {entry.name}
            </HeaderLink>
            {entry.children.length > 0 && (
              <ul className="panel-sub">
                {entry.children.map((child) => (
                  <li key={child.key}>
                    <HeaderLink link={child.link}>{child.name}</HeaderLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <HeaderLink className="panel-all" link={all.link}>
        {all.text}
      </HeaderLink>
    </div>
  );
}

/** Shop categories: each active category with its active children. */
export function ShopPanel(props: { categories: CatalogueCategory[]; onKeyDown?: PanelKeys }) {
  const { links } = useHeader();
  const t = useText(headerText);
  return (
    <Panel
      id="shop"
      label={t('nav.shop')}
      entries={categoryEntries(links, props.categories)}
      all={{ link: headerLinks(links).shop, text: t('nav.shopAll') }}
      onKeyDown={props.onKeyDown}
    />
  );
}

/** Smart offers: the active items of the smart-offers category. */
export function OffersPanel(props: { offers: SmartOffer[]; onKeyDown?: PanelKeys }) {
  const { links } = useHeader();
  const t = useText(headerText);
  return (
    <Panel
      id="offers"
      label={t('nav.smartServices')}
      entries={offerEntries(links, props.offers)}
      all={{ link: headerLinks(links).smartOffers, text: t('nav.allSmartServices') }}
      onKeyDown={props.onKeyDown}
    />
  );
}
