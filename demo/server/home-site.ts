// The demo home site's text pages: Contact Us and the legal pages the account centre's footer
// links to (/demo/contact-us, /demo/legal/...). They are one page shape, the home site's own
// layout with `<shs-header>` pasted as the README says, so they come from one template here
// with each page's words from demo/server/home-site/<page>.html. The pages that demonstrate an
// embedding (demo/pages/*.html) stay plain files, each a self-contained example.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Express } from 'express';
import { escapeHtml } from './oidc/html.js';

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

/** One page: the home site's head and header, the page's hero, then its content (trusted HTML). */
export function renderHomeSitePage(page: HomeSitePage, content: string): string {
  const indented = content
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `        ${line}` : line))
    .join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(page.title)} – Smart Home Security</title>
    <link rel="stylesheet" href="/header/shs-header.css" />
    <script type="module" src="/header/shs-header.js"></script>
    <link rel="stylesheet" href="/demo/header-demo.css" />
    <link rel="stylesheet" href="/demo/home-site.css" />
  </head>
  <body>
    <shs-header
      data-config-url="/config.json"
      data-redirect-uri="/demo/callback.html"
      data-post-logout-redirect-uri="/demo/"
    ></shs-header>
    <main>
      <section class="hero">
        <span class="eyebrow">${escapeHtml(page.eyebrow)}</span>
        <h1>${escapeHtml(page.heading)}</h1>
        <p>${escapeHtml(page.lead)}</p>
      </section>
      <div class="prose">
${indented}
      </div>
    </main>
  </body>
</html>
`;
}

/** The page a URL under /demo/ names (`contact-us`, `contact-us.html`, `legal/`...), if any. */
export function homeSitePageKey(path: string): string | undefined {
  if (!path.startsWith('/demo/')) return undefined;
  const name = path.slice('/demo/'.length).replace(/\.html$/, '');
  const key = name.endsWith('/') ? `${name}index` : name;
  return Object.hasOwn(HOME_SITE_PAGES, key) ? key : undefined;
}

/** Answers the home site's text pages at the URLs static files had (with or without `.html`). */
export function mountHomeSite(app: Express): void {
  app.use('/demo', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The folder's own URL, like a static server: its pages link relatively ("terms-of-use").
    if (req.path === '/legal') return res.redirect(301, '/demo/legal/');
    const key = homeSitePageKey(`/demo${req.path}`);
    const page = key ? HOME_SITE_PAGES[key] : undefined;
    if (!key || !page) return next();
    const content = readFileSync(join(CONTENT_DIR, `${key}.html`), 'utf8');
    res.set('Cache-Control', 'no-cache').type('html').send(renderHomeSitePage(page, content));
  });
}
