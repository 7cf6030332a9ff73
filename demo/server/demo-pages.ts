// The demo pages that show `<shs-header>` pasted on plain pages (/demo/, /demo/anonymous.html,
// /demo/buy.html...). Each pastes the README's snippet with its own attributes, so they come from
// one template (page-shell.ts, shared with the home site's text pages): a page is its title, its
// header attributes, its extra files, and the content of its `<main>` in
// demo/server/demo-pages/<page>.html. The pages that are not about the header's attributes
// (heroes.html, third-party.html: pasted verbatim from the README) stay files in demo/pages/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import { mountRenderedPages, renderPageShell, type PageShell } from './page-shell.js';

/** One demo page: everything but its `<main>`; Log Out returns to the page itself unless said. */
export type DemoPage = Omit<PageShell, 'main' | 'postLogoutRedirectUri'> & {
  postLogoutRedirectUri?: string;
};

/** The buy site's product categories, by their display name. */
const CATEGORIES: readonly (readonly [string, string])[] = [
  ['Cameras', 'cameras'],
  ['Smart locks', 'locks'],
  ['Sensors', 'sensors'],
  ['Smart home', 'smart-home'],
  ['Offers', 'smart-offers'],
];
const categoryHref = (code: string) => `/demo/buy.html/categories/${code}`;

/** The help centre's own views (host-router.html and its router, host-router.js). */
// Each with a registry icon and its active variant (spec 3 Nav item iconName / activeIconName).
const HELP_CENTRE_VIEWS = (
  [
    ['Guides', 'documents'],
    ['Devices', 'smart-home'],
    ['Contact', 'communications'],
  ] as const
).map(([display, icon]) => {
  const route = display.toLowerCase();
  return {
    display,
    route,
    href: `/demo/host-router/${route}`,
    iconName: icon,
    activeIconName: `${icon}-active`,
  };
});

/** The pages by their name under /demo/ (without `.html`); `index` answers `/demo/`. */
export const DEMO_PAGES: Readonly<Record<string, DemoPage>> = {
  index: { title: 'Demo pages – Smart Home Security', postLogoutRedirectUri: '/demo/' },
  anonymous: { title: 'Anonymous visitor – shs-header demo' },
  customer: {
    title: 'Signed-in customer – shs-header demo',
    header: {
      services: [
        { serviceName: 'S-100200300', nickName: 'Home', streetAddress1: '12 Elm St' },
        { serviceName: 'S-100200301', nickName: 'Cabin', streetAddress1: '4 Pine Rd' },
        { serviceName: 'S-100200302', streetAddress1: '88 Harbor Ave' },
      ],
      currentService: 'S-100200300',
    },
  },
  buy: {
    title: 'Buy site (in-app routes) – shs-header demo',
    scripts: ['/demo/buy-router.js'],
    header: {
      currentService: 'S-100200300',
      subNav: [
        ...CATEGORIES.map(([display, categoryCode]) => ({
          display,
          route: 'products',
          params: { categoryCode },
          href: categoryHref(categoryCode),
        })),
        { display: 'Wishlist', route: 'wishlist', href: '/demo/buy.html/wishlist' },
        { display: 'Cart', route: 'cart', href: '/demo/buy.html/cart' },
      ],
    },
  },
  'host-router': {
    title: 'Host app with its own router – shs-header demo',
    scripts: ['/demo/host-router.js'],
    header: {
      homeRoute: '/demo/host-router',
      subNav: [...HELP_CENTRE_VIEWS, { display: 'Support site', href: '/demo/support.html' }],
      menuItems: HELP_CENTRE_VIEWS,
    },
  },
  'invalid-override': {
    title: 'Invalid link override – shs-header demo',
    header: {
      cartRoute: 'javascript:alert(1)',
      wishlistRoute: '/my saved items',
      homeRoute: '/demo/',
    },
  },
  shop: {
    title: 'Shop site – shs-header demo',
    header: {
      subNav: [
        ...CATEGORIES.map(([display, code]) => ({ display, href: categoryHref(code) })),
        { display: 'Shop', href: '/demo/shop.html' },
        { display: 'Support', href: '/demo/support.html' },
        { display: 'My account', href: '/dashboard' },
      ],
    },
  },
  // A partner's page in Spanish (issue 28): the header takes the page's <html lang>; no
  // attribute of its own is needed.
  espanol: {
    title: 'Sitio de socio en español – demo de shs-header',
    lang: 'es',
    header: {
      services: [{ serviceName: 'S-100200300', nickName: 'Casa', streetAddress1: '12 Elm St' }],
      currentService: 'S-100200300',
    },
  },
  support: {
    title: 'Support site – shs-header demo',
    header: { searchOnClick: 'true', searchPlaceholder: 'Search support' },
  },
  callback: { title: 'Signing in – shs-header demo', postLogoutRedirectUri: '/demo/' },
};

const CONTENT_DIR = join(import.meta.dirname, 'demo-pages');

/** The whole page `name` (a key of {@link DEMO_PAGES}), its `<main>` read from its file. */
export function renderDemoPage(name: string): string {
  const page = DEMO_PAGES[name];
  if (!page) throw new Error(`No demo page ${name}`);
  return renderPageShell({
    postLogoutRedirectUri: `/demo/${name}.html`,
    ...page,
    main: readFileSync(join(CONTENT_DIR, `${name}.html`), 'utf8'),
  });
}

/** Answers the demo pages at the URLs their files had (with or without `.html`, `/demo/`). */
export function mountDemoPages(app: Express): void {
  mountRenderedPages(app, DEMO_PAGES, renderDemoPage);
}
