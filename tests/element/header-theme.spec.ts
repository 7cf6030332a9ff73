// The public theme of <shs-header> (README "Theming", header-element/theme-docs.ts): each custom
// property set on the element by the host page's own stylesheet reaches the shadow root, and each
// documented part can be styled with ::part() from the host page.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { THEME_PARTS, THEME_PROPERTIES } from '../../header-element/theme-docs';
import { $, $$, cleanup, mountHeader, stubCommerce, waitFor } from './header-helpers';

/** A stylesheet of the host page (outside the shadow root), removed after each test. */
function hostStyles(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  added.push(sheet);
}
const added: CSSStyleSheet[] = [];
function removeHostStyles(): void {
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => !added.includes(s));
  added.length = 0;
}

const style = (node: Element) => getComputedStyle(node);

/** How each property shows in the shadow root: its value, and where and how to read it. */
const PROBES: Record<string, { value: string; read(el: HTMLElement): string; expected: string }> = {
  '--shs-font-family': {
    value: 'Georgia, serif',
    read: (el) => style($(el, '.top-link')).fontFamily,
    expected: 'Georgia, serif',
  },
  '--shs-color-text': {
    value: 'rgb(1, 2, 3)',
    read: (el) => style($(el, '.top-link')).color,
    expected: 'rgb(1, 2, 3)',
  },
  '--shs-color-text-muted': {
    value: 'rgb(4, 5, 6)',
    read: (el) => style($(el, '.search-submit')).color,
    expected: 'rgb(4, 5, 6)',
  },
  '--shs-color-surface': {
    value: 'rgb(250, 240, 230)',
    read: (el) => style($(el, '.bar')).backgroundColor,
    expected: 'rgb(250, 240, 230)',
  },
  '--shs-color-surface-alt': {
    value: 'rgb(7, 8, 9)',
    read: (el) => style($(el, '.search-form')).backgroundColor,
    expected: 'rgb(7, 8, 9)',
  },
  '--shs-color-brand': {
    value: 'rgb(124, 45, 18)',
    read: (el) => style($(el, '.brand')).color,
    expected: 'rgb(124, 45, 18)',
  },
  '--shs-color-accent': {
    value: 'rgb(10, 11, 12)',
    read: (el) => style($(el, '.cart-count')).backgroundColor,
    expected: 'rgb(10, 11, 12)',
  },
  '--shs-color-border-subtle': {
    value: 'rgb(13, 14, 15)',
    read: (el) => style($(el, '.popover')).borderTopColor,
    expected: 'rgb(13, 14, 15)',
  },
  '--shs-color-focus': {
    value: 'rgb(180, 83, 9)',
    read: (el) => {
      $(el, '.search-input').focus();
      return style($(el, '.search-form')).outlineColor;
    },
    expected: 'rgb(180, 83, 9)',
  },
  '--shs-radius-pill': {
    value: '7px',
    read: (el) => style($(el, '.icon-button')).borderTopLeftRadius,
    expected: '7px',
  },
  '--shs-radius-lg': {
    value: '3px',
    read: (el) => style($(el, '.popover')).borderTopLeftRadius,
    expected: '3px',
  },
  '--shs-header-height': {
    value: '80px',
    read: (el) => `${$(el, '.main').getBoundingClientRect().height}px ${el.offsetHeight}px`,
    expected: '80px 128px',
  },
  '--shs-header-offset-top': {
    value: '40px',
    read: (el) => `${$(el, '.bar').getBoundingClientRect().top}px`,
    expected: '40px',
  },
};

const headerProperties = THEME_PROPERTIES.filter((p) => p.elements.includes('shs-header'));
const headerParts = THEME_PARTS.filter((p) => p.elements.includes('shs-header'));

/** A header with everything the probes read: cart count, sub nav, commerce (dropdown buttons). */
const mountFull = () =>
  mountHeader({
    'data-commerce-url': '/api/commerce',
    'data-current-service': 'S-100200300',
    'data-cart-count': '2',
    'data-sub-nav': JSON.stringify([
      { display: 'Cameras', href: '/c/cameras' },
      { display: 'Locks', href: '/c/locks' },
    ]),
  });

describe('<shs-header> theme: custom properties set by the host page', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    stubCommerce();
  });
  afterEach(() => {
    removeHostStyles();
    cleanup();
  });

  it('has a probe for every documented header property', () => {
    expect(Object.keys(PROBES)).to.have.members(headerProperties.map((p) => p.name));
  });

  for (const { name } of headerProperties) {
    it(`${name} set on the element reaches the shadow root`, async () => {
      const probe = PROBES[name]!;
      const el = await mountFull();
      const before = probe.read(el);
      expect(before, 'the default differs from the probe value').to.not.equal(probe.expected);
      hostStyles(`shs-header { ${name}: ${probe.value}; }`);
      await waitFor(() => probe.read(el) === probe.expected, 2000, `${name} to apply`);
      expect(probe.read(el)).to.equal(probe.expected);
    });
  }

  it('keeps the defaults of the one token set when the page sets nothing', async () => {
    const el = await mountFull();
    expect(style($(el, '.brand')).color).to.equal('rgb(11, 61, 145)'); // --shs-color-brand #0b3d91
    expect(el.offsetHeight).to.equal(96 + 48);
    expect(style($(el, '.bar')).top).to.equal('0px');
  });
});

describe('<shs-header> theme: ::part() from the host page', () => {
  beforeEach(async () => {
    await setViewport({ width: 1280, height: 800 });
    stubCommerce();
  });
  afterEach(() => {
    removeHostStyles();
    cleanup();
  });

  for (const { name } of headerParts) {
    it(`::part(${name}) styles every element that carries it`, async () => {
      const el = await mountFull();
      await waitFor(() => $$(el, '.top-link[aria-controls]').length === 2, 3000, 'the dropdowns');
      $(el, '.top-link[aria-controls="shs-panel-shop"]').click();
      await waitFor(() => el.shadowRoot!.querySelector('.panel'), 3000, 'the Shop panel');
      hostStyles(`shs-header::part(${name}) { scroll-margin-top: 7px; }`);
      const parts = $$(el, `[part~="${name}"]`);
      expect(parts.length, `elements with part=${name}`).to.be.greaterThan(0);
      for (const node of parts) expect(style(node).scrollMarginTop).to.equal('7px');
      // Only those: the rest of the shadow root is untouched.
      const others = $$(el, 'a, button, div, input, span, nav').filter((n) => !parts.includes(n));
      for (const node of others) expect(style(node).scrollMarginTop).to.equal('0px');
    });
  }
});
