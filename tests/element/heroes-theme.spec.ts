// The public theme of the hero elements (README "Theming", header-element/theme-docs.ts): each
// documented custom property set on <shs-hero-gallery> by the host page reaches the shadow root,
// and each documented part can be styled with ::part().
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { THEME_PARTS, THEME_PROPERTIES } from '../../header-element/theme-docs';
import {
  $,
  $$,
  cleanup,
  gallery,
  hero,
  mountGallery,
  stubContent,
  waitFor,
} from './heroes-helpers';

const added: CSSStyleSheet[] = [];
/** A stylesheet of the host page (outside the shadow root), removed after each test. */
function hostStyles(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  added.push(sheet);
}

const style = (node: Element) => getComputedStyle(node);
const cta = { text: 'Shop now', actionText: 'https://example.com/shop', type: 'primary' };

/** Two heroes: one plain (no colour of its own), one over its image; both with a button. */
const CONTENT = {
  ...gallery(0),
  components: [
    hero('plain', { hex: undefined, ctaItems: [cta] }),
    hero('overlay', { withStrongBackground: true, ctaItems: [cta] }),
  ],
};

/** How each property shows: its value, and where and how to read it. */
const PROBES: Record<string, { value: string; read(el: HTMLElement): string }> = {
  '--shs-font-family': {
    value: 'Georgia, serif',
    read: (el) => style($(el, '.hero__title')!).fontFamily,
  },
  '--shs-color-text': { value: 'rgb(1, 2, 3)', read: (el) => style($(el, '.hero')!).color },
  '--shs-color-surface': {
    value: 'rgb(250, 240, 230)',
    read: (el) => style($(el, '.gallery__button')!).backgroundColor,
  },
  '--shs-color-surface-alt': {
    value: 'rgb(7, 8, 9)',
    read: (el) => style($(el, '[data-hero="plain"]')!).backgroundColor,
  },
  '--shs-color-primary': {
    value: 'rgb(124, 45, 18)',
    read: (el) => style($(el, '.cta--primary')!).backgroundColor,
  },
  '--shs-color-focus': {
    value: 'rgb(180, 83, 9)',
    read: (el) => {
      $(el, '.gallery__button')!.focus();
      return style($(el, '.gallery__button')!).outlineColor;
    },
  },
  '--shs-radius-pill': {
    value: '7px',
    read: (el) => style($(el, '.cta')!).borderTopLeftRadius,
  },
  '--shs-radius-lg': {
    value: '3px',
    read: (el) => style($(el, '[data-hero="overlay"] .hero__copy')!).borderTopLeftRadius,
  },
};

describe('hero elements theme', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    stubContent(CONTENT);
  });
  afterEach(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => !added.includes(s));
    added.length = 0;
    cleanup();
  });

  const properties = THEME_PROPERTIES.filter((p) => p.elements.includes('shs-hero-gallery'));

  it('has a probe for every documented hero property', () => {
    expect(Object.keys(PROBES)).to.have.members(properties.map((p) => p.name));
  });

  for (const { name } of properties) {
    it(`${name} set on the element reaches the shadow root`, async () => {
      const probe = PROBES[name]!;
      const el = await mountGallery();
      await waitFor(() => $(el, '.cta'), 3000, 'the buttons');
      expect(probe.read(el), 'the default differs from the probe value').to.not.equal(probe.value);
      hostStyles(`shs-hero-gallery { ${name}: ${probe.value}; }`);
      await waitFor(() => probe.read(el) === probe.value, 2000, `${name} to apply`);
    });
  }

  for (const { name } of THEME_PARTS.filter((p) => p.elements.includes('shs-hero-gallery'))) {
    it(`::part(${name}) styles every element that carries it`, async () => {
      const el = await mountGallery();
      await waitFor(() => $(el, '.cta'), 3000, 'the buttons');
      hostStyles(`shs-hero-gallery::part(${name}) { scroll-margin-top: 7px; }`);
      const parts = $$(el, `[part~="${name}"]`);
      expect(parts.length, `elements with part=${name}`).to.be.greaterThan(0);
      for (const node of parts) expect(style(node).scrollMarginTop).to.equal('7px');
      const others = $$(el, 'a, button, div, h2, p').filter((n) => !parts.includes(n));
      for (const node of others) expect(style(node).scrollMarginTop).to.equal('0px');
    });
  }
});
