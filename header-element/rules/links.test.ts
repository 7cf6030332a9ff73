import { describe, expect, it } from 'vitest';
import {
  categoryLink,
  headerLinks,
  homeLink,
  isOnSite,
  searchResultLink,
  type LinkInput,
} from './links';

const base: LinkInput = {
  sites: {
    buy: 'https://buy.example.com/',
    account: 'https://account.example.com/',
    support: 'https://support.example.com/',
    shop: 'https://shop.example.com/',
  },
  paths: {
    categories: '/categories',
    smartOffers: '/categories/smart-offers',
    wishlist: '/wishlist',
    cart: '/cart',
  },
  pageHref: 'https://www.example.com/page',
  isCustomer: false,
  serviceName: 'S-100',
};
const onBuy = { ...base, pageHref: 'https://buy.example.com/products' };

describe('header links', () => {
  it('knows when a page is on a site (origin and path prefix)', () => {
    expect(isOnSite('https://buy.example.com/', 'https://buy.example.com/x')).toBe(true);
    expect(isOnSite('http://h/demo/buy.html', 'http://h/demo/buy.html/cart')).toBe(true);
    expect(isOnSite('http://h/demo/buy.html', 'http://h/demo/anonymous.html')).toBe(false);
    expect(isOnSite('https://buy.example.com/', 'https://www.example.com/')).toBe(false);
  });
  it('Explore goes to the buy site, or the shop site for a customer', () => {
    expect(headerLinks(base).explore.href).toBe('https://buy.example.com/');
    expect(headerLinks({ ...base, isCustomer: true }).explore.href).toBe(
      'https://shop.example.com/',
    );
  });
  it('wishlist and cart are buy-site paths, in-app routes on the buy host', () => {
    expect(headerLinks(base).wishlist).toEqual({ href: 'https://buy.example.com/wishlist' });
    expect(headerLinks(onBuy).wishlist).toEqual({
      href: 'https://buy.example.com/wishlist',
      route: 'wishlist',
    });
    expect(headerLinks(onBuy).cart).toEqual({
      href: 'https://buy.example.com/cart',
      route: 'cart',
    });
  });
  it('Dashboard /overview/{service}; Settings /account/{service}, or buy /settings on the buy host', () => {
    const links = headerLinks(base);
    expect(links.dashboard.href).toBe('https://account.example.com/overview/S-100');
    expect(links.settings.href).toBe('https://account.example.com/account/S-100');
    expect(headerLinks(onBuy).settings).toEqual({ href: 'https://buy.example.com/settings' });
  });
  it('Smart Services falls back to the buy-site path /categories/smart-offers', () => {
    expect(headerLinks(base).smartOffers.href).toBe(
      'https://buy.example.com/categories/smart-offers',
    );
  });
  it('home: configured route, href, home route name on the buy host, host root', () => {
    expect(homeLink({ ...base, homeRoute: '/start', homeHref: 'https://x/' })).toEqual({
      href: 'https://www.example.com/start',
      route: 'home',
    });
    expect(homeLink({ ...base, homeHref: 'https://x/' })).toEqual({ href: 'https://x/' });
    expect(homeLink(onBuy)).toEqual({ href: 'https://buy.example.com/', route: 'home' });
    expect(homeLink(base)).toEqual({ href: 'https://www.example.com/' });
  });
  it('category and search result links carry the route params on the buy host', () => {
    expect(categoryLink(onBuy, 'cameras')).toEqual({
      href: 'https://buy.example.com/categories/cameras',
      route: 'products',
      params: { categoryCode: 'cameras' },
    });
    const linkTo = { route: 'products', params: { catalogId: 'x1' }, href: '/products/x1' };
    expect(searchResultLink(base, linkTo)).toEqual({ href: 'https://buy.example.com/products/x1' });
    expect(searchResultLink(onBuy, linkTo).route).toBe('products');
    expect(searchResultLink(base, { href: 'https://other.example.com/p' }).href).toBe(
      'https://other.example.com/p',
    );
  });
});
