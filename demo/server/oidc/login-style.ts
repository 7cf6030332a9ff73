// The server-rendered pages' stylesheet (public/login.css), written into each page (issue 29):
// as a <link> it held the login page's first paint for one more round trip, the page every
// signed-out visit to the account centre ends on (Lighthouse, "Eliminate render-blocking
// resources"). The CSP still allows no inline style but this sheet: its hash is in style-src
// (security-headers.ts). The file stays served for the pages that link it (the payment page).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const source = readFileSync(join(import.meta.dirname, '../public/login.css'), 'utf8');

/** The sheet as the pages carry it: without its comments and runs of white space. */
export const LOGIN_STYLE = source
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

/** The CSP source that allows exactly LOGIN_STYLE in a <style> element. */
export const LOGIN_STYLE_HASH = `'sha256-${createHash('sha256').update(LOGIN_STYLE).digest('base64')}'`;
