// @vitest-environment node
// /demo/ links every demo page: the pages rendered from the page shell, the files in demo/pages,
// the pages route modules answer (third-party, pinned, configurator...) and the widget gallery.
// A new demo page that the index does not link fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES } from './demo-pages.js';

const here = import.meta.dirname;
/** Not pages to browse: the sign-in redirect target finishes a sign-in and moves on. */
const NOT_BROWSED = new Set(['index', 'callback']);

/** Every demo page's path under /demo/, without `.html` or a trailing slash. */
function demoPages(): string[] {
  const rendered = Object.keys(DEMO_PAGES).filter((name) => !NOT_BROWSED.has(name));
  const files = readdirSync(join(here, '../pages'))
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.replace(/\.html$/, ''));
  const routed = readdirSync(join(here, 'routes'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) => [
      ...readFileSync(join(here, 'routes', name), 'utf8').matchAll(
        /app\.get\(\s*\[?\s*'\/demo\/([a-z-]+)(?:\.html)?'/g,
      ),
    ])
    .map((match) => match[1]!);
  return [...new Set([...rendered, ...files, ...routed, 'widgets'])].sort();
}

describe('the demo index (/demo/)', () => {
  const index = readFileSync(join(here, 'demo-pages/index.html'), 'utf8');
  const linked = new Set(
    [...index.matchAll(/href="\/demo\/([^"]*)"/g)].map((m) => m[1]!.replace(/(\.html|\/)$/, '')),
  );

  it('finds the pages of every kind', () => {
    expect(demoPages()).toEqual(
      expect.arrayContaining(['host-router', 'heroes', 'third-party', 'pinned', 'configurator']),
    );
  });

  it('links every demo page', () => {
    expect(demoPages().filter((page) => !linked.has(page))).toEqual([]);
  });
});
