// Wraps the hero components as custom elements. Defining is separate from registering
// (ARCHITECTURE.md): `index.ts` registers; hosts that bundle us can call these themselves.
import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { HeroElement, HeroGalleryElement } from './gallery-element';
import { heroStyleSheet } from './styles';

// r2wc's own (registry-wide) symbol for "render when attributes change".
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/** Attributes of `<shs-hero-gallery>`; one typed map, documented in the README. */
const GALLERY_ATTRIBUTES = {
  dataContentBase: 'string',
  dataContentProdBase: 'string',
  dataLatest: 'string',
  dataLabel: 'string',
  dataVideoEmbedUrl: 'string',
  dataVideoScriptTimeout: 'string',
  dataConfigUrl: 'string',
} as const;

/** Attributes of `<shs-hero>`: the gallery's plus `data-hero-name`. */
const HERO_ATTRIBUTES = { ...GALLERY_ATTRIBUTES, dataHeroName: 'string' } as const;

function define<Props extends object>(
  tagName: string,
  component: ComponentType<Props>,
  props: Partial<Record<Extract<keyof Props, string>, 'string'>>,
): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const Base = r2wc(component, { shadow: 'open', props });
  // The strict CSP forbids inline <style>, so styles are adopted as a constructable sheet.
  class ShsHeroElement extends Base {
    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [heroStyleSheet()];
      // r2wc starts out "connected" and renders on every attribute set, even on an element a
      // script has created but not inserted yet; that would fetch the heroes once per attribute.
      // Rendering waits for connectedCallback instead.
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = this.isConnected;
    }
  }
  customElements.define(tagName, ShsHeroElement);
  return ShsHeroElement;
}

/** Registers `<shs-hero-gallery>` (or `tagName`) unless that name is already taken. */
export function defineShsHeroGallery(tagName = 'shs-hero-gallery'): CustomElementConstructor {
  return define(tagName, HeroGalleryElement, GALLERY_ATTRIBUTES);
}

/** Registers `<shs-hero>` (one hero, no carousel) unless that name is already taken. */
export function defineShsHero(tagName = 'shs-hero'): CustomElementConstructor {
  return define(tagName, HeroElement, HERO_ATTRIBUTES);
}
