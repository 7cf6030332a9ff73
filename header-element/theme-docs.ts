// The public theming API of <shs-header> and the hero elements, written once: which custom
// properties a host page may set on the element (they are the shared design tokens of
// src/components/tokens.css, so their defaults are read from there) and which shadow parts it
// may style with ::part(). Read at build time (custom-elements.json), by the README check, the
// configurator demo page and the tests; never shipped in the bundle. Pure data: the element tests
// import it in the browser, so the token text is handed in (element-manifest.ts reads the file).
//
// Why the tokens themselves: the shadow roots declare them on :host, and a declaration on the
// element from the host page wins over a :host rule (CSS Scoping, cascade by tree context). So
// `shs-header { --shs-color-brand: #7c2d12 }` themes the header with no code in the bundle.
/** The elements that take a theme. */
export type ThemedElement = 'shs-header' | 'shs-hero-gallery' | 'shs-hero';

const HEADER: readonly ThemedElement[] = ['shs-header'];
const HEROES: readonly ThemedElement[] = ['shs-hero-gallery', 'shs-hero'];
const ALL: readonly ThemedElement[] = [...HEADER, ...HEROES];

/** What kind of value a property takes (CSS syntax, as custom-elements.json writes it). */
export type ThemeSyntax = '<color>' | '<length>' | '<family-name>#';

/** One documented custom property. */
export interface ThemePropertySpec {
  name: `--shs-${string}`;
  syntax: ThemeSyntax;
  description: string;
  elements: readonly ThemedElement[];
}

/** One documented shadow part. */
export interface ThemePartSpec {
  name: string;
  description: string;
  elements: readonly ThemedElement[];
}

/** The custom properties a host page may set on the element, in documented order. */
export const THEME_PROPERTIES: readonly ThemePropertySpec[] = [
  {
    name: '--shs-font-family',
    syntax: '<family-name>#',
    description: 'Font family of every text.',
    elements: ALL,
  },
  {
    name: '--shs-color-text',
    syntax: '<color>',
    description: 'Main text: nav links, menus, hero copy on light backgrounds.',
    elements: ALL,
  },
  {
    name: '--shs-color-text-muted',
    syntax: '<color>',
    description: 'Secondary text: sub nav links, menu sub-entries, the search button.',
    elements: HEADER,
  },
  {
    name: '--shs-color-surface',
    syntax: '<color>',
    description: 'Background of the bar, its menus and the search field while focused.',
    elements: ALL,
  },
  {
    name: '--shs-color-surface-alt',
    syntax: '<color>',
    description:
      'Hover and open state of nav links and buttons, the search field; the default hero background.',
    elements: ALL,
  },
  {
    name: '--shs-color-brand',
    syntax: '<color>',
    description: 'The brand mark, the current sub nav item and the Log In button.',
    elements: HEADER,
  },
  {
    name: '--shs-color-accent',
    syntax: '<color>',
    description: 'The cart count badge.',
    elements: HEADER,
  },
  {
    name: '--shs-color-primary',
    syntax: '<color>',
    description: 'Primary call-to-action buttons and the current slide dot of the heroes.',
    elements: HEROES,
  },
  {
    name: '--shs-color-border-subtle',
    syntax: '<color>',
    description: 'Dividers: under the bar, between menu rows, around menus.',
    elements: HEADER,
  },
  {
    name: '--shs-color-focus',
    syntax: '<color>',
    description: 'The focus ring (a 3 px outline) around the focused link, button or field.',
    elements: ALL,
  },
  {
    name: '--shs-radius-pill',
    syntax: '<length>',
    description: 'Corner radius of nav links, icon buttons, the search field and hero buttons.',
    elements: ALL,
  },
  {
    name: '--shs-radius-lg',
    syntax: '<length>',
    description: 'Corner radius of the profile menu and of the copy panel over a hero image.',
    elements: ALL,
  },
  {
    name: '--shs-header-height',
    syntax: '<length>',
    description:
      'Height of the bar (the sub nav comes below it). Set it in your own media query to keep a mobile height; shs-header.css reserves the same height before the script runs.',
    elements: HEADER,
  },
  {
    name: '--shs-header-offset-top',
    syntax: '<length>',
    description:
      'Distance of the fixed bar from the top of the viewport, for a page with its own fixed banner above the header.',
    elements: HEADER,
  },
];

/** The shadow parts a host page may style with `::part(name)`. */
export const THEME_PARTS: readonly ThemePartSpec[] = [
  { name: 'bar', description: 'The fixed bar holding the whole header.', elements: HEADER },
  { name: 'brand', description: 'The brand link (logo and name).', elements: HEADER },
  {
    name: 'nav-link',
    description: 'Each top nav entry (Explore, Shop, Smart Services, Support), link or button.',
    elements: HEADER,
  },
  {
    name: 'icon-button',
    description: 'The round icon buttons and links: menu, search, wishlist, profile, cart.',
    elements: HEADER,
  },
  { name: 'cart-count', description: 'The count badge on the cart icon.', elements: HEADER },
  {
    name: 'search-input',
    description: 'The search field.',
    elements: HEADER,
  },
  {
    name: 'menu-panel',
    description: 'An open menu: the profile menu, a catalogue dropdown, the mobile drawer.',
    elements: HEADER,
  },
  {
    name: 'menu-button',
    description: 'The Log In / Log Out button in the profile menu.',
    elements: HEADER,
  },
  { name: 'sub-nav', description: 'The sub nav row below the bar.', elements: HEADER },
  { name: 'sub-nav-link', description: 'Each sub nav link.', elements: HEADER },
  { name: 'hero', description: 'One hero: its colour block, copy and media.', elements: HEROES },
  { name: 'title', description: "A hero's title.", elements: HEROES },
  { name: 'cta', description: 'Each call-to-action link of a hero.', elements: HEROES },
  {
    name: 'control',
    description: 'The gallery buttons: previous, next, pause.',
    elements: HEROES,
  },
];

/**
 * The default of token `name` as tokens.css declares it, with the value a media query gives it
 * where there is one: `96px (66px at max-width: 1024px)`.
 */
export function tokenDefault(name: string, tokensCss: string): string {
  const [base = '', ...media] = tokensCss.split('@media');
  const valueIn = (css: string) => {
    const match = new RegExp(`(?:^|[\\s;{])${name}:\\s*([^;]+);`).exec(css);
    return match?.[1]?.replace(/\s+/g, ' ').trim();
  };
  const value = valueIn(base);
  if (!value) throw new Error(`${name} is not declared in tokens.css`);
  const variants = media.flatMap((block) => {
    const inner = valueIn(block);
    const condition = /^\s*\(([^)]+)\)/.exec(block)?.[1];
    return inner && condition ? [`${inner} at ${condition}`] : [];
  });
  return variants.length ? `${value} (${variants.join(', ')})` : value;
}

/** The properties and parts of one element (custom-elements.json). */
export function themeOf(element: ThemedElement, tokensCss: string) {
  return {
    cssProperties: THEME_PROPERTIES.filter((p) => p.elements.includes(element)).map((p) => ({
      name: p.name,
      syntax: p.syntax,
      default: tokenDefault(p.name, tokensCss),
      description: p.description,
    })),
    cssParts: THEME_PARTS.filter((p) => p.elements.includes(element)).map((p) => ({
      name: p.name,
      description: p.description,
    })),
  };
}

const elementsCell = (elements: readonly ThemedElement[]) =>
  elements === ALL ? 'header, heroes' : elements === HEADER ? 'header' : 'heroes';

/** The README's two theming tables (markdown, as prettier formats them). */
export function themeTables(tokensCss: string): { properties: string; parts: string } {
  const properties = table(
    ['Custom property', 'Default', 'On', 'What it styles'],
    THEME_PROPERTIES.map((p) => [
      `\`${p.name}\``,
      `\`${tokenDefault(p.name, tokensCss)}\``,
      elementsCell(p.elements),
      p.description,
    ]),
  );
  const parts = table(
    ['Part', 'On', 'What it is'],
    THEME_PARTS.map((p) => [`\`${p.name}\``, elementsCell(p.elements), p.description]),
  );
  return { properties, parts };
}

/** A markdown table with padded columns (the layout prettier gives it). */
function table(head: string[], rows: string[][]): string {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(3, ...all.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(head),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}
