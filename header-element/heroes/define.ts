// Wraps the hero gallery as a custom element. Defining is separate from registering
// (ARCHITECTURE.md): `index.ts` registers; hosts that bundle us can call this themselves.
import r2wc from '@r2wc/react-to-web-component';
import { HeroGalleryElement } from './gallery-element';
import { heroStyleSheet } from './styles';

// r2wc's own (registry-wide) symbol for "render when attributes change".
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

/** Attributes the element reads; one typed map, documented in docs/heroes.md. */
const ATTRIBUTES = {
  dataContentBase: 'string',
  dataContentProdBase: 'string',
  dataLatest: 'string',
  dataLabel: 'string',
  dataVideoEmbedUrl: 'string',
  dataVideoScriptTimeout: 'string',
} as const;

/** Registers `<shs-hero-gallery>` (or `tagName`) unless that name is already taken. */
export function defineShsHeroGallery(tagName = 'shs-hero-gallery'): CustomElementConstructor {
  const existing = customElements.get(tagName);
  if (existing) return existing;
  const Base = r2wc(HeroGalleryElement, { shadow: 'open', props: ATTRIBUTES });
  // The strict CSP forbids inline <style>, so styles are adopted as a constructable sheet.
  class ShsHeroGallery extends Base {
    constructor() {
      super();
      if (this.shadowRoot) this.shadowRoot.adoptedStyleSheets = [heroStyleSheet()];
      // r2wc starts out "connected" and renders on every attribute set, even on an element a
      // script has created but not inserted yet; that would fetch the heroes once per attribute.
      // Rendering waits for connectedCallback instead.
      (this as unknown as Record<symbol, boolean>)[R2WC_CONNECTED] = this.isConnected;
    }
  }
  customElements.define(tagName, ShsHeroGallery);
  return ShsHeroGallery;
}
