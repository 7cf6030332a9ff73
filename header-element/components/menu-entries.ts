// What the dropdown panels and the drawer list: catalogue categories and smart offers as entries
// (name, link, children), built once by the same rules for both.
import type { CatalogueCategory, SmartOffer } from '../rules/catalogue';
import { categoryLink, smartOfferLink, type HeaderLink, type LinkInput } from '../rules/links';

/** One linked entry of a menu, with the entries below it (a category's children). */
export interface MenuEntry {
  key: string;
  name: string;
  link: HeaderLink;
  children: MenuEntry[];
}

/** Shop categories with their children. */
export function categoryEntries(links: LinkInput, categories: CatalogueCategory[]): MenuEntry[] {
  return categories.map((category) => ({
    key: category.code,
    name: category.name,
    link: categoryLink(links, category.code),
    children: categoryEntries(links, category.categories ?? []),
  }));
}

/** Smart offers (no children). */
export function offerEntries(links: LinkInput, offers: SmartOffer[]): MenuEntry[] {
  return offers.map((offer) => ({
    key: offer.catalogId,
    name: offer.name,
    link: smartOfferLink(links, offer.catalogId),
    children: [],
  }));
}
