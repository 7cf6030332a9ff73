// Where every header link goes (spec 2.3): plain links, or in-app routes when the page is
// already on the site the link points into (the host page's router may take those).
import { acceptUrl } from '../../src/lib/shared/safe-url';
import { isAbsoluteUrl, joinUrl } from './routes';

/** Site base URLs the header links into (spec 2.3 "Default site URLs are configured per header"). */
export interface SiteUrls {
  home?: string;
  buy: string;
  account: string;
  support: string;
  shop: string;
}

/** A resolved header link. `route` is set when the host page's router may take it in-app. */
export interface HeaderLink {
  href: string;
  route?: string;
  params?: Record<string, string>;
}

/** Paths inside the buy site (page config urlConfig, spec 3). */
export interface BuyPaths {
  categories: string;
  smartOffers: string;
  wishlist: string;
  cart: string;
}

/** Everything the link rules depend on. */
export interface LinkInput {
  sites: SiteUrls;
  paths: BuyPaths;
  /** The page's own URL (location.href). */
  pageHref: string;
  /** Customer cookie present. */
  isCustomer: boolean;
  /** Selected service name ('S-...'), if any. */
  serviceName?: string;
  /** Validated data-home-route override. */
  homeRoute?: string;
  /** data-home-href. */
  homeHref?: string;
}

/** True when `pageHref` is inside the site at `siteUrl` (same origin, path under the site's path). */
export function isOnSite(siteUrl: string, pageHref: string): boolean {
  let site: URL;
  let page: URL;
  try {
    site = new URL(siteUrl, pageHref);
    page = new URL(pageHref);
  } catch {
    return false;
  }
  if (site.origin !== page.origin) return false;
  const base = site.pathname.replace(/\/+$/, '');
  return page.pathname === base || page.pathname.startsWith(base + '/') || base === '';
}

function link(href: string, inApp: boolean, route: string, params?: Record<string, string>) {
  return inApp ? { href, route, ...(params ? { params } : {}) } : { href };
}

/** Home link in the spec's order: configured route, href, home route name (buy host), host root. */
export function homeLink(input: LinkInput): HeaderLink {
  const page = new URL(input.pageHref);
  if (input.homeRoute) return { href: page.origin + input.homeRoute, route: 'home' };
  const href = input.homeHref || input.sites.home;
  if (href) return { href };
  if (isOnSite(input.sites.buy, input.pageHref)) return { href: input.sites.buy, route: 'home' };
  return { href: page.origin + '/' };
}

/**
 * The links worked out once per input: the header, its menus and panels each ask for them on
 * every render (opening a menu re-renders five of them), and working them out parses a dozen
 * URLs, about 5 ms of the click at 4x CPU (issue 29, INP). The header keeps one memoized input
 * object per configuration, so a WeakMap holds each answer exactly as long as it is asked for.
 */
const linksOfInput = new WeakMap<LinkInput, ReturnType<typeof workOutHeaderLinks>>();

/** All fixed links of the top nav, icon nav and profile menu (the same object for the same input). */
export function headerLinks(input: LinkInput): ReturnType<typeof workOutHeaderLinks> {
  let links = linksOfInput.get(input);
  if (!links) {
    links = workOutHeaderLinks(input);
    linksOfInput.set(input, links);
  }
  return links;
}

function workOutHeaderLinks(input: LinkInput) {
  const { sites, paths, pageHref, serviceName } = input;
  const onBuy = isOnSite(sites.buy, pageHref);
  const onAccount = isOnSite(sites.account, pageHref);
  const service = serviceName ? { serviceName } : undefined;
  return {
    home: homeLink(input),
    explore: { href: input.isCustomer ? sites.shop : sites.buy } as HeaderLink,
    shop: link(joinUrl(sites.buy, paths.categories), onBuy, 'products'),
    smartOffers: link(joinUrl(sites.buy, paths.smartOffers), onBuy, 'products', {
      categoryCode: 'smart-offers',
    }),
    support: { href: sites.support } as HeaderLink,
    wishlist: link(joinUrl(sites.buy, paths.wishlist), onBuy, 'wishlist'),
    cart: link(joinUrl(sites.buy, paths.cart), onBuy, 'cart'),
    dashboard: link(
      joinUrl(sites.account, serviceName ? `/overview/${serviceName}` : '/overview'),
      onAccount,
      'dashboard',
      service,
    ),
    settings: onBuy
      ? ({ href: joinUrl(sites.buy, '/settings') } as HeaderLink)
      : link(
          joinUrl(sites.account, serviceName ? `/account/${serviceName}` : '/profile'),
          onAccount,
          'settings',
          service,
        ),
  };
}

/** Link of a shop category in the catalogue dropdown. */
export function categoryLink(input: LinkInput, code: string): HeaderLink {
  const onBuy = isOnSite(input.sites.buy, input.pageHref);
  const segment = encodeURIComponent(code);
  return link(joinUrl(input.sites.buy, `${input.paths.categories}/${segment}`), onBuy, 'products', {
    categoryCode: code,
  });
}

/** Link of a smart offer (an item of the smart-offers category). */
export function smartOfferLink(input: LinkInput, catalogId: string): HeaderLink {
  const onBuy = isOnSite(input.sites.buy, input.pageHref);
  return link(
    joinUrl(input.sites.buy, `${input.paths.smartOffers}/${encodeURIComponent(catalogId)}`),
    onBuy,
    'products',
    {
      catalogId,
    },
  );
}

/** Search result target (spec 3 "Search result": linkTo route, params, href, to). */
export interface SearchLinkTo {
  route?: string;
  params?: Record<string, string>;
  href?: string;
  to?: string;
}

/** A search result's link: in-app on the buy host when it names a route, else its href. */
export function searchResultLink(input: LinkInput, linkTo: SearchLinkTo): HeaderLink {
  const onBuy = isOnSite(input.sites.buy, input.pageHref);
  const path = linkTo.href ?? linkTo.to ?? '';
  const href = isAbsoluteUrl(path) ? path : joinUrl(input.sites.buy, path);
  if (onBuy && linkTo.route) return { href, route: linkTo.route, params: linkTo.params ?? {} };
  return { href };
}

/**
 * Search results whose link target (href / to) is a safe URL (src/lib/shared/safe-url.ts); a result
 * with an unsafe one is dropped with a warning. Results from the commerce service and from a
 * host page's own `search` function both pass through here.
 */
export function safeSearchResults<T extends { linkTo?: SearchLinkTo }>(results: readonly T[]): T[] {
  return results.filter((result) =>
    [result.linkTo?.href, result.linkTo?.to].every(
      (target) => target == null || acceptUrl(target, 'search result') !== undefined,
    ),
  );
}
