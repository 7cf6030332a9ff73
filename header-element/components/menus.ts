// The menus nobody sees until they open them (the catalogue dropdown panels and the mobile
// drawer): one chunk, loaded on first open or when the page is idle, never in the first load.
export { OffersPanel, ShopPanel } from './dropdown-panels';
export { MobileMenu } from './mobile-menu';
