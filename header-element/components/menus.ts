// The menus nobody sees until they open them (the catalogue dropdown panels and the mobile
// drawer): one chunk, loaded on first open or when the page is idle, never in the first load.
// Error tracking for the header's failures rides along (error-tracking.ts): it starts listening
// when this chunk arrives, at no cost to the first load.
import { watchHeaderErrors } from '../error-tracking';
import css from './menus.css?inline';
import { adoptShadowSheet } from './shadow-sheet';

export { OffersPanel, ShopPanel } from './dropdown-panels';
export { MobileMenu } from './mobile-menu';

/** Adopts the menus' styles into `host`'s shadow root ahead of a first open (header.tsx). */
export function adoptMenuStyles(host: HTMLElement): void {
  if (host.shadowRoot) adoptShadowSheet(host.shadowRoot, css);
}

watchHeaderErrors();
