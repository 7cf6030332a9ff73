// @vitest-environment node
// The theme is written once (theme-docs.ts): its defaults come from the one token set, the
// README's tables and custom-elements.json are generated from it, every documented part is on a
// real element of the shadow DOM, and every documented property is read by the element's styles.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { customElementsManifest, readTokens } from './element-manifest';
import {
  THEME_PARTS,
  THEME_PROPERTIES,
  themeTables,
  tokenDefault,
  type ThemedElement,
} from './theme-docs';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const filesIn = (dir: string, ext: string) =>
  readdirSync(join(root, dir))
    .filter((name) => name.endsWith(ext) && !name.includes('.test.'))
    .map((name) => read(`${dir}/${name}`))
    .join('\n');

/** The styles and the markup of each element's shadow root. */
const SOURCES: Record<'header' | 'heroes', { css: string; tsx: string }> = {
  header: {
    css: [read('header-element/header.css'), filesIn('header-element/components', '.css')].join(),
    tsx: filesIn('header-element/components', '.tsx'),
  },
  heroes: {
    css: read('header-element/heroes/hero.css'),
    tsx: filesIn('header-element/heroes', '.tsx'),
  },
};
const sourceOf = (element: ThemedElement) =>
  SOURCES[element === 'shs-header' ? 'header' : 'heroes'];

describe('the theme API', () => {
  const tokens = readTokens();

  it('takes every default from tokens.css, with its media-query value', () => {
    expect(tokenDefault('--shs-color-brand', tokens)).toBe('light-dark(#0b3d91, #9cc0ff)');
    expect(tokenDefault('--shs-header-height', tokens)).toBe('96px (66px at max-width: 1024px)');
    expect(tokenDefault('--shs-font-family', tokens)).toBe(
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    );
    expect(() => tokenDefault('--shs-nothing', tokens)).toThrow(
      '--shs-nothing is not declared in tokens.css',
    );
  });

  it('documents at least 8 properties and 4 parts of the header', () => {
    const header = (list: readonly { elements: readonly ThemedElement[] }[]) =>
      list.filter((entry) => entry.elements.includes('shs-header'));
    expect(header(THEME_PROPERTIES).length).toBeGreaterThanOrEqual(8);
    expect(header(THEME_PARTS).length).toBeGreaterThanOrEqual(4);
  });

  it.each(THEME_PROPERTIES.flatMap((p) => p.elements.map((e) => [p.name, e] as const)))(
    "%s is read by %s's styles",
    (name, element) => {
      expect(sourceOf(element).css).toContain(`var(${name})`);
    },
  );

  it.each(THEME_PARTS.flatMap((p) => p.elements.map((e) => [p.name, e] as const)))(
    'part %s is on an element of %s',
    (name, element) => {
      expect(sourceOf(element).tsx).toMatch(new RegExp(`(part|linkPart)="${name}"`));
    },
  );

  it('documents every part the shadow DOM has', () => {
    const used = [SOURCES.header.tsx, SOURCES.heroes.tsx]
      .join('\n')
      .matchAll(/\b(?:part|linkPart)="([a-z-]+)"/g);
    const documented = THEME_PARTS.map((p) => p.name);
    expect([...new Set([...used].map((m) => m[1]))].sort()).toEqual([...documented].sort());
  });

  it('is in the README as generated (npx tsx scripts/theme-tables.ts prints the tables)', () => {
    const readme = read('README.md');
    const { properties, parts } = themeTables(tokens);
    expect(readme).toContain(properties);
    expect(readme).toContain(parts);
  });

  it('is in custom-elements.json for the header and both hero elements', () => {
    const manifest = customElementsManifest();
    const [header] = manifest.modules[0].declarations;
    expect(header.cssProperties.map((p) => p.name)).toContain('--shs-color-brand');
    expect(header.cssProperties.find((p) => p.name === '--shs-header-height')).toEqual({
      name: '--shs-header-height',
      syntax: '<length>',
      default: '96px (66px at max-width: 1024px)',
      description: THEME_PROPERTIES.find((p) => p.name === '--shs-header-height')!.description,
    });
    expect(header.cssParts.map((p) => p.name)).toEqual(
      THEME_PARTS.filter((p) => p.elements.includes('shs-header')).map((p) => p.name),
    );
    const heroes = manifest.modules[1].declarations;
    expect(heroes.map((h) => h.tagName)).toEqual(['shs-hero-gallery', 'shs-hero']);
    for (const hero of heroes) {
      expect(hero.cssParts.map((p) => p.name)).toEqual(['hero', 'title', 'cta', 'control']);
      expect(hero.cssProperties.map((p) => p.name)).toContain('--shs-color-primary');
      expect(hero.cssProperties.map((p) => p.name)).not.toContain('--shs-header-height');
    }
  });
});
