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

/** Colours that read the same in both schemes on purpose (artwork, paper, marketing colours). */
const FIXED_COLOURS = new Set([
  '--shs-color-art',
  '--shs-color-on-art',
  '--shs-color-paper',
  '--shs-color-ink',
  '--shs-color-black',
  '--shs-color-hero-yellow',
  '--shs-color-hero-purple',
  '--shs-color-hero-red',
  '--shs-color-hero-navy',
]);
const NAMED_COLOURS =
  'white|black|red|green|blue|yellow|orange|purple|pink|brown|gray|grey|silver|navy|maroon|teal|olive|lime|aqua|fuchsia|gold|indigo|violet|crimson|tomato|coral';
/** A colour written out: hex, a colour function or a named colour (system colours are fine). */
const COLOUR_LITERAL = new RegExp(
  `#[0-9a-f]{3,8}\\b|\\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\\(|\\b(?:${NAMED_COLOURS})\\b`,
  'i',
);
/** `property: value` pairs of a stylesheet, comments left out. */
const declarations = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([\w-]+)\s*:\s*([^;{}]+)/g)].map((m) => ({
    property: m[1]!,
    value: m[2]!.trim(),
  }));
/** Whether a value writes a colour out (token names such as --shs-color-black are not colours). */
const writesColour = (value: string) => COLOUR_LITERAL.test(value.replace(/--[\w-]+/g, ''));

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

  it.each(files.filter((file) => file !== TOKENS))(
    '%s writes no colour of its own (dark mode and forced colours go through the tokens)',
    (file) => {
      const css = readFileSync(join(root, file), 'utf8');
      expect(
        declarations(css)
          .filter(({ value }) => writesColour(value))
          .map(({ property, value }) => `${property}: ${value}`),
      ).toEqual([]);
    },
  );

  it('gives every colour a light and a dark value, apart from the fixed ones', () => {
    const css = readFileSync(join(root, TOKENS), 'utf8');
    const colours = declarations(css).filter(({ property }) => property.startsWith('--shs-color-'));
    expect(colours.length).toBeGreaterThan(20);
    expect(
      colours
        .filter(({ property }) => !FIXED_COLOURS.has(property))
        .filter(({ value }) => !value.startsWith('light-dark('))
        .map(({ property }) => property),
    ).toEqual([]);
  });

  it('catches a colour written outside the token file', () => {
    const found = (css: string) =>
      declarations(css).filter(({ value }) => writesColour(value)).length;
    expect(found('.a { color: #fff; }')).toBe(1);
    expect(found('.a { box-shadow: 0 1px 2px rgb(0 0 0 / 10%); }')).toBe(1);
    expect(found('.a { border: 1px solid white; }')).toBe(1);
    expect(found('.a { white-space: nowrap; color: var(--shs-color-text); }')).toBe(0);
    expect(found('/* #fff */ .a { outline: 2px solid CanvasText; }')).toBe(0);
    expect(found('.a { background: var(--shs-color-black); }')).toBe(0);
  });
});
