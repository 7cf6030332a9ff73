// The one page shape of the server-rendered pages under /demo/ (the embedding demos in
// demo-pages.ts and the home site's text pages in home-site.ts): a head that pastes the header's
// stylesheet and script exactly as the README's snippet does, `<shs-header>` first in the body,
// then the page's own `<main>`. No inline script or style: the strict CSP applies to them all.
import type { Express } from 'express';
import { escapeHtml } from './oidc/html.js';

/** A `<shs-header>` data attribute: text, or a list / object the element reads as JSON. */
export type HeaderAttribute = string | readonly object[] | object;

/** What one page puts around the header snippet. */
export interface PageShell {
  /** The whole document title. */
  title: string;
  /** The page's language (`<html lang>`), which the header speaks unless told otherwise. */
  lang?: string;
  /** Where the header returns to after Log Out (`data-post-logout-redirect-uri`). */
  postLogoutRedirectUri: string;
  /** Further `<shs-header>` attributes by their dataset name (`currentService`, `subNav`...). */
  header?: Readonly<Record<string, HeaderAttribute>>;
  /** Same-origin stylesheets after the demo's own (`/demo/header-demo.css`). */
  stylesheets?: readonly string[];
  /** Same-origin module scripts after the stylesheets. */
  scripts?: readonly string[];
  /** What `<main>` holds: trusted HTML, not indented. */
  main: string;
}

/**
 * Indents each line of trusted HTML by `spaces`, except the lines inside a `<pre>` (after the line
 * that opens it), whose white space is their content.
 */
export function indentHtml(html: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  let inPre = false;
  return html
    .trimEnd()
    .split('\n')
    .map((line) => {
      const indented = line && !inPre ? `${pad}${line}` : line;
      if (line.includes('<pre')) inPre = true;
      if (line.includes('</pre>')) inPre = false;
      return indented;
    })
    .join('\n');
}

/** `data-sub-nav` from `subNav`, as `dataset` names them. */
function dataName(name: string): string {
  return `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** One attribute line: text in double quotes, JSON in single quotes (as a host page writes it). */
function headerAttribute(name: string, value: HeaderAttribute): string {
  if (typeof value === 'string') return `${dataName(name)}="${escapeHtml(value)}"`;
  const json = JSON.stringify(value).replaceAll('&', '&amp;').replaceAll("'", '&#39;');
  return `${dataName(name)}='${json}'`;
}

/** The whole document of one page. */
export function renderPageShell(page: PageShell): string {
  const head = [
    ...(page.stylesheets ?? []).map(
      (href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`,
    ),
    ...(page.scripts ?? []).map(
      (src) => `<script type="module" src="${escapeHtml(src)}"></script>`,
    ),
  ].map((line) => `\n    ${line}`);
  const attributes = Object.entries({
    configUrl: '/config.json',
    redirectUri: '/demo/callback.html',
    postLogoutRedirectUri: page.postLogoutRedirectUri,
    ...page.header,
  }).map(([name, value]) => `\n      ${headerAttribute(name, value)}`);
  return `<!doctype html>
<html lang="${escapeHtml(page.lang ?? 'en')}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(page.title)}</title>
    <link rel="stylesheet" href="/header/shs-header.css" />
    <script type="module" src="/header/shs-header.js"></script>
    <link rel="stylesheet" href="/demo/header-demo.css" />${head.join('')}
  </head>
  <body>
    <shs-header${attributes.join('')}
    ></shs-header>
    <main>
${indentHtml(page.main, 6)}
    </main>
  </body>
</html>
`;
}

/**
 * The page a URL under /demo/ names among `pages` (`contact-us`, `contact-us.html`; a folder's
 * URL names its `index`: `/demo/` is `index`, `/demo/legal/` is `legal/index`), if any.
 */
export function pageKey(path: string, pages: object): string | undefined {
  if (!path.startsWith('/demo/')) return undefined;
  const name = path.slice('/demo/'.length).replace(/\.html$/, '');
  const key = name === '' || name.endsWith('/') ? `${name}index` : name;
  return Object.hasOwn(pages, key) ? key : undefined;
}

/**
 * Answers GET and HEAD of the pages `render` knows at the URLs static files had (with or without
 * `.html`, a folder's index at its `/`), uncached like the other demo pages.
 */
export function mountRenderedPages(
  app: Express,
  pages: object,
  render: (key: string) => string,
): void {
  app.use('/demo', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // The whole path: `/demo` without its slash is left to the static files' redirect to `/demo/`.
    const key = pageKey(req.originalUrl.split('?')[0] ?? '', pages);
    if (!key) return next();
    res.set('Cache-Control', 'no-cache').type('html').send(render(key));
  });
}
