// The catalogue dropdown panels of the top nav and their entries.
import type { KeyboardEventHandler } from 'react';
import type { CatalogueCategory, SmartOffer } from '../rules/catalogue';
import { categoryLink, headerLinks, smartOfferLink } from '../rules/links';
import { useHeader } from './context';
import { HeaderLink } from './header-link';

/** Shop categories: each active category with its active children. */
export function ShopPanel({
  categories,
  onKeyDown,
}: {
  categories: CatalogueCategory[];
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}) {
  const { links } = useHeader();
  return (
    <div
      id="shs-panel-shop"
      className="panel"
      role="region"
      aria-label="Shop"
      onKeyDown={onKeyDown}
    >
      <ul className="panel-grid">
        {categories.map((category) => (
          <li key={category.code}>
            <HeaderLink className="panel-title" link={categoryLink(links, category.code)}>
              {category.name}
            </HeaderLink>
            {category.categories && category.categories.length > 0 && (
              <ul className="panel-sub">
                {category.categories.map((child) => (
                  <li key={child.code}>
                    <HeaderLink link={categoryLink(links, child.code)}>{child.name}</HeaderLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <HeaderLink className="panel-all" link={headerLinks(links).shop}>
        Shop all
      </HeaderLink>
    </div>
  );
}

/** Smart offers: the active items of the smart-offers category. */
export function OffersPanel({
  offers,
  onKeyDown,
}: {
  offers: SmartOffer[];
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}) {
  const { links } = useHeader();
  return (
    <div
      id="shs-panel-offers"
      className="panel"
      role="region"
      aria-label="Smart Services"
      onKeyDown={onKeyDown}
    >
      <ul className="panel-grid">
        {offers.map((offer) => (
          <li key={offer.catalogId}>
            <HeaderLink className="panel-title" link={smartOfferLink(links, offer.catalogId)}>
              {offer.name}
            </HeaderLink>
          </li>
        ))}
      </ul>
      <HeaderLink className="panel-all" link={headerLinks(links).smartOffers}>
        All smart services
      </HeaderLink>
    </div>
  );
}
