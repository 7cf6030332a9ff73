// One token file: every custom property a stylesheet reads is declared in tokens.css (or is a
// local variable of that same stylesheet), and no other stylesheet re-declares a token.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const TOKENS = 'src/components/tokens.css';

function cssFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const declared = (css: string) => new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
/** Names read without a fallback (`var(--x)`, not `var(--x, 4px)`). */
const read = (css: string) => [...css.matchAll(/var\((--[\w-]+)\s*\)/g)].map((m) => m[1]!);

const files = [...cssFiles('src'), ...cssFiles('header-element'), 'demo/widgets/gallery.css'];
const tokens = declared(readFileSync(join(root, TOKENS), 'utf8'));
/**
 * The header's on-demand sheets (header-element/components/*.css: menus, search results) join its
 * shadow root after header.css, so they may read header.css's local variables (--main-h).
 */
const sameRoot = (file: string) =>
  file.startsWith('header-element/components/')
    ? readFileSync(join(root, 'header-element/header.css'), 'utf8')
    : '';

describe('design tokens', () => {
  it('are all --shs- names', () => {
    expect([...tokens].filter((name) => !name.startsWith('--shs-'))).toEqual([]);
  });

  it.each(files.filter((file) => file !== TOKENS))('%s reads only declared tokens', (file) => {
    const css = readFileSync(join(root, file), 'utf8');
    const local = declared(css);
    const shared = declared(sameRoot(file));
    expect(
      read(css).filter((name) => !tokens.has(name) && !local.has(name) && !shared.has(name)),
    ).toEqual([]);
    // Re-declaring a token here would give the same name a second value.
    expect([...local].filter((name) => tokens.has(name))).toEqual([]);
  });
});
