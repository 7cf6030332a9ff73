// Catalogue shapes (spec 3 "Catalogue category") and what the dropdowns show of them.

/** An item of the smart-offers category. */
export interface SmartOffer {
  isActive: boolean;
  name: string;
  catalogId: string;
}

/** A catalogue category, possibly nested. */
export interface CatalogueCategory {
  isActive: boolean;
  name: string;
  code: string;
  categories?: CatalogueCategory[];
  items?: SmartOffer[];
}

/** Code of the category that holds the smart offers. */
export const SMART_OFFERS_CODE = 'smart-offers';

/** Active shop categories (not the smart-offers one), with only their active children. */
export function shopCategories(categories: readonly CatalogueCategory[]): CatalogueCategory[] {
  return categories
    .filter((c) => c.isActive && c.code !== SMART_OFFERS_CODE)
    .map((c) => ({ ...c, categories: (c.categories ?? []).filter((child) => child.isActive) }));
}

/** Active items of the smart-offers category. */
export function smartOffers(categories: readonly CatalogueCategory[]): SmartOffer[] {
  const offers = categories.find((c) => c.code === SMART_OFFERS_CODE && c.isActive);
  return (offers?.items ?? []).filter((item) => item.isActive);
}
