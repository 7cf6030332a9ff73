// Resolves what the header runs with: attributes first, then the runtime config, then defaults.
import { acceptUrl } from '../src/lib/shared/safe-url';
import type { HeaderAttributes } from './attributes';
import type { RuntimeConfig } from '../src/lib/shared/config';
import { featureOn } from '../src/lib/shared/features';
import type { BuyPaths, SiteUrls } from './rules/links';

/** Resolved header settings. */
export interface HeaderSettings {
  sites: SiteUrls;
  paths: BuyPaths;
  commerceUrl?: string;
  authority?: string;
}

/** Absolute URL of `url` against the page; undefined stays undefined. */
function absolute(url: string | undefined, base: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, base).href;
  } catch {
    // Kept as typed: following it later reports 'Link Click'.
    return url;
  }
}

/** Settings from attributes, config (may be undefined until loaded) and the page URL. */
export function resolveSettings(
  attrs: HeaderAttributes,
  config: RuntimeConfig | undefined,
  pageHref: string,
): HeaderSettings {
  const sites = config?.sites ?? {};
  // Config values reach hrefs and fetches like attributes do: the same safe-URL rule applies.
  const fromConfig = (value: string | undefined, source: string) =>
    acceptUrl(value, `config ${source}`);
  const pick = (key: keyof SiteUrls, fallback?: string) =>
    absolute(attrs.sites[key] ?? fromConfig(sites[key], `sites.${key}`) ?? fallback, pageHref);
  return {
    sites: {
      home: pick('home'),
      buy: pick('buy', fromConfig(config?.urlConfig?.buy, 'urlConfig.buy') ?? '/')!,
      account: pick('account', '/')!,
      support: pick('support', '/support')!,
      shop: pick('shop', '/shop')!,
    },
    paths: {
      categories: config?.urlConfig?.categories ?? '/categories',
      smartOffers: config?.urlConfig?.smartOffers ?? '/categories/smart-offers',
      wishlist: attrs.wishlistRoute,
      cart: attrs.cartRoute,
    },
    // Commerce switched off (config features.commerce): no cart, catalogue or search calls;
    // Shop stays a plain link to the shop site.
    commerceUrl: featureOn(config, 'commerce')
      ? absolute(
          attrs.commerceUrl ??
            fromConfig(config?.api?.commerce ?? config?.storeBackendUrls?.[0], 'api.commerce'),
          pageHref,
        )
      : undefined,
    authority: absolute(
      attrs.authority ?? fromConfig(config?.sso?.authority, 'sso.authority'),
      pageHref,
    ),
  };
}
