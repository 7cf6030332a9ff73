// The <shs-header> data attributes as the element reads them: names and typed values. The
// documented map (type, default, example, meaning) is attribute-docs.ts; the README renders the
// same table (a unit test keeps the three in step).
import { acceptUrl } from '../src/lib/shared/safe-url';
import { acceptOverride } from './rules/routes';
import type { Service } from '../src/lib/shared/services';

/**
 * Attribute names the element observes, in the documented order. Their types, defaults and
 * descriptions are in attribute-docs.ts (build time and tests only: not shipped in the bundle).
 */
export const ATTRIBUTE_NAMES = [
  'lang',
  'data-auth-mode',
  'data-logged-in',
  'data-services',
  'data-current-service',
  'data-cart-count',
  'data-home-route',
  'data-home-href',
  'data-wishlist-route',
  'data-cart-route',
  'data-home-url',
  'data-buy-url',
  'data-account-url',
  'data-support-url',
  'data-shop-url',
  'data-config-url',
  'data-commerce-url',
  'data-authority',
  'data-client-id',
  'data-redirect-uri',
  'data-post-logout-redirect-uri',
  'data-scope',
  'data-search-on-click',
  'data-search-placeholder',
  'data-menu-items',
  'data-sub-nav',
  'data-theme',
] as const;

/** An attribute of <shs-header> (`lang` and the data attributes). */
export type AttributeName = (typeof ATTRIBUTE_NAMES)[number];

/** A sub nav item (spec 3 "Nav item"). */
export interface NavItem {
  display: string;
  route?: string;
  params?: Record<string, string>;
  href?: string;
  to?: string;
  iconName?: string;
  activeIconName?: string;
}

/** The attributes as typed values (undefined when absent or unreadable). */
export interface HeaderAttributes {
  /** The element's own language tag; the page's <html lang> applies when absent. */
  lang?: string;
  authMode: 'oidc' | 'host';
  loggedIn: boolean;
  services: Service[];
  currentService?: string;
  cartCount?: number;
  homeRoute?: string;
  homeHref?: string;
  wishlistRoute: string;
  cartRoute: string;
  sites: { home?: string; buy?: string; account?: string; support?: string; shop?: string };
  configUrl?: string;
  commerceUrl?: string;
  authority?: string;
  clientId: string;
  redirectUri?: string;
  postLogoutRedirectUri?: string;
  scope: string;
  searchOnClick: boolean;
  /** Absent: the header's own words give it (locales/, text.ts). */
  searchPlaceholder?: string;
  menuItems: NavItem[];
  subNav: NavItem[];
}

type Reader = (name: AttributeName) => string | null;

function text(read: Reader, name: AttributeName): string | undefined {
  const value = read(name)?.trim();
  return value ? value : undefined;
}

function json<T>(
  read: Reader,
  name: AttributeName,
  isValid: (v: unknown) => v is T,
): T | undefined {
  const value = text(read, name);
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (isValid(parsed)) return parsed;
  } catch {
    // fall through to the warning below
  }
  console.warn(`<shs-header>: ignoring ${name}, expected JSON`, value);
  return undefined;
}

/** A URL attribute: only http(s), relative, mailto or tel; anything else warns and is dropped. */
function url(read: Reader, name: AttributeName): string | undefined {
  return acceptUrl(text(read, name), name);
}

/** Sub nav items whose href / to are safe URLs; an item with an unsafe one is dropped whole. */
function safeNavItems(items: NavItem[]): NavItem[] {
  return items.filter((item) =>
    [item.href, item.to].every((target) => target == null || acceptUrl(target, 'data-sub-nav')),
  );
}

const isServiceList = (v: unknown): v is Service[] =>
  Array.isArray(v) && v.every((s) => typeof s?.serviceName === 'string');
const isNavList = (v: unknown): v is NavItem[] =>
  Array.isArray(v) && v.every((s) => typeof s?.display === 'string');

/**
 * Reads every attribute with its type; link overrides go through the 'Invalid Route' rule and
 * URLs through the safe-URL rule (src/lib/shared/safe-url.ts).
 */
export function readAttributes(read: Reader): HeaderAttributes {
  const count = Number(text(read, 'data-cart-count'));
  return {
    lang: text(read, 'lang'),
    authMode: text(read, 'data-auth-mode') === 'host' ? 'host' : 'oidc',
    loggedIn: text(read, 'data-logged-in') === 'true',
    services: json(read, 'data-services', isServiceList) ?? [],
    currentService: text(read, 'data-current-service'),
    cartCount:
      text(read, 'data-cart-count') !== undefined && Number.isFinite(count) && count >= 0
        ? Math.floor(count)
        : undefined,
    homeRoute: acceptOverride(text(read, 'data-home-route')),
    homeHref: url(read, 'data-home-href'),
    wishlistRoute: acceptOverride(text(read, 'data-wishlist-route')) ?? '/wishlist',
    cartRoute: acceptOverride(text(read, 'data-cart-route')) ?? '/cart',
    sites: {
      home: url(read, 'data-home-url'),
      buy: url(read, 'data-buy-url'),
      account: url(read, 'data-account-url'),
      support: url(read, 'data-support-url'),
      shop: url(read, 'data-shop-url'),
    },
    configUrl: url(read, 'data-config-url'),
    commerceUrl: url(read, 'data-commerce-url'),
    authority: url(read, 'data-authority'),
    clientId: text(read, 'data-client-id') ?? 'shs-header',
    redirectUri: url(read, 'data-redirect-uri'),
    postLogoutRedirectUri: url(read, 'data-post-logout-redirect-uri'),
    scope: text(read, 'data-scope') ?? 'openid',
    searchOnClick: text(read, 'data-search-on-click') === 'true',
    searchPlaceholder: text(read, 'data-search-placeholder'),
    menuItems: safeNavItems(json(read, 'data-menu-items', isNavList) ?? []),
    subNav: safeNavItems(json(read, 'data-sub-nav', isNavList) ?? []),
  };
}
