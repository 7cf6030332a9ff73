// The demo home site's text pages: Contact Us and the legal pages the account centre's footer
// links to (/demo/contact-us, /demo/legal/...). They are one page shape, the home site's own
// layout with `<shs-header>` pasted as the README says, so they come from one template here
// (the page shell the demo pages share, page-shell.ts) with each page's words from
// demo/server/home-site/<page>.html.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import { escapeHtml } from './oidc/html.js';
import { indentHtml, mountRenderedPages, pageKey, renderPageShell } from './page-shell.js';

/** What one text page shows above its content. */
export interface HomeSitePage {
  /** The document title, before " – Smart Home Security". */
  title: string;
  eyebrow: string;
  heading: string;
  lead: string;
}

/** The pages by their path under /demo/ (without `.html`); `legal/index` answers `/demo/legal/`. */
export const HOME_SITE_PAGES: Readonly<Record<string, HomeSitePage>> = {
  'contact-us': {
    title: 'Contact Us',
    eyebrow: 'Home site',
    heading: 'Contact us',
    lead: 'Questions about your alarm, your bill or an appointment? Call, chat or write to us.',
  },
  'legal/index': {
    title: 'Legal',
    eyebrow: 'Legal',
    heading: 'Legal information',
    lead: 'The terms and policies that apply to our services.',
  },
  'legal/terms-of-use': {
    title: 'Terms of Use',
    eyebrow: 'Legal',
    heading: 'Terms of use',
    lead: 'The rules for using our websites, the account centre and our apps.',
  },
  'legal/refund-policy': {
    title: 'Refund Policy',
    eyebrow: 'Legal',
    heading: 'Refund and cancellation policy',
    lead: 'When you can cancel, and what you get back.',
  },
  'legal/privacy-policy': {
    title: 'Privacy Policy',
    eyebrow: 'Legal',
    heading: 'Privacy policy',
    lead: 'What we collect, why, and the choices you have.',
  },
};

const CONTENT_DIR = join(import.meta.dirname, 'home-site');

/** One page: the shared shell with the home site's stylesheet, the page's hero, its content. */
export function renderHomeSitePage(page: HomeSitePage, content: string): string {
  return renderPageShell({
    title: `${page.title} – Smart Home Security`,
    postLogoutRedirectUri: '/demo/',
    stylesheets: ['/demo/home-site.css'],
    main: `<section class="hero">
  <span class="eyebrow">${escapeHtml(page.eyebrow)}</span>
  <h1>${escapeHtml(page.heading)}</h1>
  <p>${escapeHtml(page.lead)}</p>
</section>
<div class="prose">
${indentHtml(content, 2)}
</div>`,
  });
}

/** The page a URL under /demo/ names (`contact-us`, `contact-us.html`, `legal/`...), if any. */
export function homeSitePageKey(path: string): string | undefined {
  return pageKey(path, HOME_SITE_PAGES);
}

/** Answers the home site's text pages at the URLs static files had (with or without `.html`). */
export function mountHomeSite(app: Express): void {
  app.use('/demo', (req, res, next) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    // The folder's own URL, like a static server: its pages link relatively ("terms-of-use").
    if (read && req.path === '/legal') return res.redirect(301, '/demo/legal/');
    next();
  });
  mountRenderedPages(app, HOME_SITE_PAGES, (key) => {
    const content = readFileSync(join(CONTENT_DIR, `${key}.html`), 'utf8');
    return renderHomeSitePage(HOME_SITE_PAGES[key] as HomeSitePage, content);
  });
}
