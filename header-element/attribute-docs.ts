// The one documented map of <shs-header> data attributes: name, type, default, example and
// meaning. Read at build time (custom-elements.json, the .d.ts files) and by the tests; the
// element itself reads only the names (attributes.ts), so these texts stay out of the bundle.
import type { AttributeName } from './attributes';

/** How an attribute's text is read. */
export type AttributeType = 'string' | 'boolean' | 'number' | 'json' | 'url' | 'route';

/** One documented attribute. */
export interface AttributeSpec {
  type: AttributeType;
  /** Default as documented ('' when none). */
  default: string;
  example: string;
  description: string;
}

/** Every attribute the element reads, keyed by its attribute name (`lang` first). */
export const ATTRIBUTES = {
  lang: {
    type: 'string',
    default: "the page's <html lang>, else en",
    example: 'es',
    description:
      "Language of the header's own words (labels, menus, messages): en or es (a tag like es-MX uses its language; others show English). Follows changes of it and of the page's `<html lang>`.",
  },
  'data-auth-mode': {
    type: 'string',
    default: 'oidc',
    example: 'host',
    description:
      '`oidc`: the header signs in by itself (storefront pages). `host`: the host page owns sign-in; Log In / Log Out only emit events.',
  },
  'data-logged-in': {
    type: 'boolean',
    default: 'false',
    example: 'true',
    description: 'Host mode only: whether the host page has a signed-in user.',
  },
  'data-services': {
    type: 'json',
    default: '[]',
    example: '[{"serviceName":"S-100200300","nickName":"Home"}]',
    description: 'The customer\'s services (spec 3 "Service").',
  },
  'data-current-service': {
    type: 'string',
    default: 'first service',
    example: 'S-100200300',
    description: 'Selected service name; selects the commerce session and catalogue.',
  },
  'data-cart-count': {
    type: 'number',
    default: 'from the commerce session',
    example: '2',
    description: 'Cart item count shown on the cart icon (overrides the commerce session).',
  },
  'data-home-route': {
    type: 'route',
    default: '',
    example: '/home',
    description: 'In-app home path (link override rules apply).',
  },
  'data-home-href': {
    type: 'url',
    default: '',
    example: 'https://www.example.com/',
    description: 'Home link href when no home route is set.',
  },
  'data-wishlist-route': {
    type: 'route',
    default: '/wishlist',
    example: '/saved',
    description: 'Wishlist path on the buy site (link override rules apply).',
  },
  'data-cart-route': {
    type: 'route',
    default: '/cart',
    example: '/basket',
    description: 'Cart path on the buy site (link override rules apply).',
  },
  'data-home-url': {
    type: 'url',
    default: 'config sites.home',
    example: 'https://www.example.com/',
    description: 'Home site URL.',
  },
  'data-buy-url': {
    type: 'url',
    default: 'config sites.buy, else /',
    example: 'https://buy.example.com',
    description: 'Buy site URL; a page under it is "on the buy host".',
  },
  'data-account-url': {
    type: 'url',
    default: 'config sites.account, else /',
    example: 'https://account.example.com',
    description: 'Account centre URL (Dashboard, Settings).',
  },
  'data-support-url': {
    type: 'url',
    default: 'config sites.support, else /support',
    example: 'https://support.example.com',
    description: 'Support site URL.',
  },
  'data-shop-url': {
    type: 'url',
    default: 'config sites.shop, else /shop',
    example: 'https://shop.example.com',
    description: 'Shop site URL (Explore for customers).',
  },
  'data-config-url': {
    type: 'url',
    default: '',
    example: '/config.json',
    description:
      'Runtime config to read defaults from (sites, urlConfig, api.commerce, sso.authority).',
  },
  'data-commerce-url': {
    type: 'url',
    default: 'config api.commerce',
    example: 'https://api.example.com/commerce',
    description: 'Commerce service base (sessions, catalogue, cart, search).',
  },
  'data-authority': {
    type: 'url',
    default: 'config sso.authority',
    example: 'https://id.example.com/oidc',
    description: "OpenID provider for the header's own sign-in.",
  },
  'data-client-id': {
    type: 'string',
    default: 'shs-header',
    example: 'shs-header',
    description: 'OpenID client id of the header.',
  },
  'data-redirect-uri': {
    type: 'url',
    default: 'this page',
    example: '/demo/callback.html',
    description: 'Sign-in redirect URI (a page that also has the header finishes the sign-in).',
  },
  'data-post-logout-redirect-uri': {
    type: 'url',
    default: 'this page',
    example: '/demo/',
    description: 'Where the provider returns after Log Out.',
  },
  'data-scope': {
    type: 'string',
    default: 'openid',
    example: 'openid',
    description: "Scopes of the header's sign-in (the shs-header client allows openid only).",
  },
  'data-search-on-click': {
    type: 'boolean',
    default: 'false',
    example: 'true',
    description:
      'Search-on-click mode: results load when Enter (or the search button) runs the search, not while typing.',
  },
  'data-search-placeholder': {
    type: 'string',
    default: 'Search products',
    example: 'Search support',
    description:
      "The search box's placeholder text (a support site searches articles, not products).",
  },
  'data-menu-items': {
    type: 'json',
    default: '[]',
    example: '[{"display":"Billing","href":"/billing"}]',
    description:
      'Host page links (spec 3 "Nav item"), first in the mobile menu: a page with its own nav has one menu button. An item\'s iconName / activeIconName draw its icon (README, "Nav item icons").',
  },
  'data-sub-nav': {
    type: 'json',
    default: '[]',
    example: '[{"display":"Cameras","href":"/c/cameras"}]',
    description:
      'Sub nav items (spec 3 "Nav item"); shown as a carousel below the main nav. An item\'s iconName / activeIconName draw its icon (README, "Nav item icons").',
  },
  'data-theme': {
    type: 'string',
    default: 'light',
    example: 'auto',
    description:
      '`light`, `dark` or `auto` (follows prefers-color-scheme). Light unless set: a page without a dark mode never gets a dark header.',
  },
} as const satisfies Record<AttributeName, AttributeSpec>;
